import type { Locale } from '@arrendo/contracts';
import { escapeHtml } from './escape.js';

/** One block of the email body. Values are plain text; the layout escapes them. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'note'; text: string }
  /** Label–value rows (a booking's dates, guests, amounts). */
  | { kind: 'details'; rows: [label: string, value: string][] }
  /** Text someone typed, line breaks kept (a contact message). */
  | { kind: 'quote'; text: string };

export interface LayoutInput {
  locale: Locale;
  /** Shown by mail clients next to the subject; never contains the code. */
  preheader: string;
  heading: string;
  blocks: Block[];
  signature: string;
}

const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const BRAND = '#E31C5F';

function renderBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#222222;">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;${FONT};font-size:14px;line-height:20px;color:#717171;">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:8px 0 24px;padding:16px 0;text-align:center;background-color:#F7F7F7;border-radius:8px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:#222222;">${escapeHtml(block.code)}</p>`;
    case 'details':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;background-color:#F7F7F7;border-radius:8px;">
${block.rows
  .map(
    ([label, value]) =>
      `<tr><td style="padding:8px 16px;${FONT};font-size:14px;line-height:20px;color:#717171;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:8px 16px;${FONT};font-size:14px;line-height:20px;color:#222222;font-weight:600;text-align:right;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
    case 'quote':
      return `<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #EBEBEB;${FONT};font-size:15px;line-height:22px;color:#222222;white-space:pre-wrap;">${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p style="margin:8px 0 24px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;background-color:${BRAND};border-radius:8px;${FONT};font-size:16px;font-weight:600;color:#FFFFFF;text-decoration:none;">${escapeHtml(block.label)}</a></p>`;
  }
}

/** Table layout with inline styles only: many mail clients drop <style> blocks and classes. */
export function renderLayout(input: LayoutInput): string {
  const body = input.blocks.map(renderBlock).join('\n');
  return `<!DOCTYPE html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:#FFFFFF;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#FFFFFF;">
<tr><td align="center" style="padding:24px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 24px;${FONT};font-size:24px;font-weight:700;color:${BRAND};">Arrendo</td></tr>
<tr><td style="padding:0 0 24px;">
<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:28px;font-weight:600;color:#222222;">${escapeHtml(input.heading)}</h1>
${body}
<p style="margin:24px 0 0;${FONT};font-size:16px;line-height:24px;color:#222222;">${escapeHtml(input.signature)}</p>
</td></tr>
<tr><td style="padding:16px 0 0;border-top:1px solid #EBEBEB;${FONT};font-size:12px;line-height:18px;color:#717171;">Arrendo · Chile</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text twin of the layout, for clients that show text only. */
export function renderText(input: LayoutInput): string {
  const lines: string[] = [];
  for (const block of input.blocks) {
    switch (block.kind) {
      case 'paragraph':
      case 'note':
        lines.push(block.text, '');
        break;
      case 'code':
        lines.push(`    ${block.code}`, '');
        break;
      case 'button':
        lines.push(`${block.label}: ${block.href}`, '');
        break;
      case 'details':
        for (const [label, value] of block.rows) lines.push(`${label}: ${value}`);
        lines.push('');
        break;
      case 'quote':
        lines.push(block.text, '');
        break;
    }
  }
  lines.push(input.signature);
  return `${lines.join('\n')}\n`;
}
