import { isSearchShortcut } from './search-shortcut';

const key = (init: Partial<Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>>, target: EventTarget | null = document.body) => ({
  key: '',
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  target,
  ...init,
});

describe('isSearchShortcut', () => {
  it('opens on / outside text fields and on ⌘K or Ctrl+K anywhere', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, input))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', metaKey: true }, input))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }))).toBe(false);
  });
});
