import { isEmailAddress } from './emailAddress';

describe('isEmailAddress', () => {
  it.each(['jane@example.com', 'o.brien@example.co.nz', 'user.name+alias@example.co.uk', "o'brien@dealer.com.au"])('accepts %s', (value) =>
    expect(isEmailAddress(value)).toBe(true),
  );

  it.each([
    ['no top-level domain', 'pfNO1|c@2'],
    ['a one-letter top-level domain', 'jane@example.c'],
    ['a dotless domain', 'jane@localhost'],
    ['two dots in a row', 'jane..doe@example.com'],
    ['a space', 'jane doe@example.com'],
    ['quotes', '"jane"@example.com'],
    ['no local part', '@example.com'],
    ['no @', 'jane.example.com'],
  ])('refuses %s (%s)', (_why, value) => expect(isEmailAddress(value)).toBe(false));
});
