import { adminEmailProblem, adminPasswordProblem } from './adminPassword';

describe('adminPasswordProblem (issue 9: first super admin, refused when weak)', () => {
  it.each([
    ['short', 'Xy7!abc', 'ops@dealer.com', 'ADMIN_PASSWORD must be at least 12 characters (it has 7).'],
    [
      'the development default',
      'admin12345admin12345',
      'ops@dealer.com',
      'ADMIN_PASSWORD contains a default password published with this project.',
    ],
    ['the e2e password', 'E2E-Admin-Password', 'ops@dealer.com', 'ADMIN_PASSWORD contains a default password published with this project.'],
    ['few characters', 'aaaaabbbbbbbcccc', 'ops@dealer.com', 'ADMIN_PASSWORD must use at least 6 different characters.'],
    ['built from the email', 'Platform-Owner-2026!', 'owner@dealer.com', 'ADMIN_PASSWORD must not contain the email address.'],
    ['long and varied', 'correct horse battery staple', 'ops@dealer.com', null],
  ])('%s', (_label, password, email, expected) => {
    expect(adminPasswordProblem(password, email)).toBe(expected);
  });
});

describe('adminEmailProblem', () => {
  it.each([
    [undefined, 'ADMIN_EMAIL is not set.'],
    ['ops', 'ADMIN_EMAIL "ops" is not an email address.'],
    ['ops@dealer.com', null],
  ])('%s', (email, expected) => {
    expect(adminEmailProblem(email)).toBe(expected);
  });
});
