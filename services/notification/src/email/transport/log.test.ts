import { describe, expect, it } from 'vitest';
import { createLogTransport } from './log.js';

const email = {
  to: 'ana@example.cl',
  subject: 'Your Arrendo verification code',
  text: 'code 042917',
  html: '<p>042917</p>',
  code: '042917',
};

describe('log transport', () => {
  it('prints recipient, subject and the code outside production', async () => {
    const lines: string[] = [];
    const transport = createLogTransport({ print: (l) => lines.push(l), showCodes: true });
    await transport.send(email);
    expect(transport.name).toBe('log');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ana@example.cl');
    expect(lines[0]).toContain('Your Arrendo verification code');
    expect(lines[0]).toContain('042917');
  });

  it('never prints the code in production', async () => {
    const lines: string[] = [];
    const transport = createLogTransport({ print: (l) => lines.push(l), showCodes: false });
    await transport.send(email);
    expect(lines[0]).toContain('ana@example.cl');
    expect(lines[0]).not.toContain('042917');
  });
});
