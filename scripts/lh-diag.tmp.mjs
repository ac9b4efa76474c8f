import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
fs.writeFileSync('/tmp/lh/last.json', JSON.stringify(lhr));
const a = lhr.audits;
console.log('perf', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0);
for (const id of ['largest-contentful-paint-element','lcp-breakdown-insight','lcp-discovery-insight']) { const x=a[id]; if(!x) continue; console.log('--',id, JSON.stringify(x.details?.items ?? x.details, null, 0).slice(0,1500)); }
console.log('-- bootup'); for (const i of a['bootup-time'].details.items) console.log(Math.round(i.total), Math.round(i.scripting), i.url);
console.log('-- mainthread'); for (const i of a['mainthread-work-breakdown'].details.items) console.log(Math.round(i.duration), i.group);
console.log('-- long tasks'); for (const i of (a['long-tasks']?.details?.items ?? [])) console.log(Math.round(i.startTime), Math.round(i.duration), i.url);
console.log('-- network'); for (const i of a['network-requests'].details.items) console.log(Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize, i.priority, i.url.slice(0,120));
