import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url, n = '3'] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (let i = 0; i < Number(n); i++) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  const boot = a['bootup-time'].details.items.slice(0, 3).map((x) => `${Math.round(x.scripting)}:${x.url.split('/').pop().slice(0, 14)}`).join(' ');
  const lt = (a['long-tasks']?.details?.items ?? []).filter((x) => x.duration > 50).map((x) => Math.round(x.duration)).join(',');
  console.log(`perf ${Math.round(lhr.categories.performance.score * 100)} FCP ${a['first-contentful-paint'].numericValue | 0} LCP ${a['largest-contentful-paint'].numericValue | 0} TBT ${a['total-blocking-time'].numericValue | 0} SI ${a['speed-index'].numericValue | 0} | ${boot} | long ${lt}`);
}
await chrome.kill();
