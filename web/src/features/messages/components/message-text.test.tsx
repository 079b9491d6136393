import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('renders markup as text and only http(s) addresses as safe links', () => {
    const { container } = render(
      <p>
        <MessageText
          text={'<img src=x onerror=alert(1)> see https://arrendo.cl/a and javascript:alert(1)'}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://arrendo.cl/a');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('javascript:alert(1)');
  });
});
