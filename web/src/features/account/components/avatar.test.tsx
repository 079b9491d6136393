import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Avatar, avatarInitial } from './avatar';

afterEach(cleanup);

describe('avatar fallback', () => {
  it('uses the first initial, then ?', () => {
    expect(avatarInitial('ana')).toBe('A');
    expect(avatarInitial('  Ñandú')).toBe('Ñ');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
  });

  it('falls back to the initial when the picture fails to load', () => {
    const { container } = render(<Avatar url="https://example.invalid/a.png" name="Bea" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('B');
  });
});
