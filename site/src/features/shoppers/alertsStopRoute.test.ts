import { stopTokenOf } from './alertsStopRoute';

const token = '12.AbCdEf_-0123456789';

describe('stopTokenOf', () => {
  it('reads the query first, then a JSON body, then a form body', () => {
    expect(stopTokenOf({ t: token }, '', '')).toBe(token);
    expect(stopTokenOf({}, 'application/json', JSON.stringify({ token }))).toBe(token);
    expect(stopTokenOf({}, 'application/x-www-form-urlencoded', `List-Unsubscribe=One-Click&t=${token}`)).toBe(token);
  });

  it('a mail app’s one-click post carries the token in the address', () => {
    expect(stopTokenOf({ t: token }, 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click')).toBe(token);
  });

  it.each([
    ['nothing', {}, '', ''],
    ['a short token', { t: 'abc' }, '', ''],
    ['characters no token has', { t: `${token}<script>` }, '', ''],
    ['bad JSON', {}, 'application/json', '{'],
    ['a JSON token that is not text', {}, 'application/json', '{"token":5}'],
  ])('is null for %s', (_case, query, contentType, body) => {
    expect(stopTokenOf(query, contentType, body)).toBeNull();
  });
});
