import { escapeHtml } from '../../http/html.js';

/**
 * The pieces a mail is made of, rendered twice: as plain text and as HTML. Templates describe
 * their content as blocks of raw strings, and only this file writes markup, so every value that
 * reaches the HTML goes through escapeHtml.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A one-time code, shown large and easy to copy. */
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; href: string }
  /** Label/value pairs, e.g. who sent a support request. */
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  /** Free text written by a user: its line breaks are kept. */
  | { kind: 'quote'; text: string }
  | { kind: 'note'; text: string };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  footer: string;
}

export { escapeHtml };

/** A subject is one header line: line breaks in interpolated values must not reach it. */
export function subjectLine(subject: string): string {
  return subject.replace(/\s+/g, ' ').trim();
}

export function renderText(content: MailContent): string {
  const blocks = content.blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
      case 'note':
      case 'quote':
        return block.text;
      case 'code':
        return `    ${block.code}`;
      case 'button':
        return `${block.label}:\n${block.href}`;
      case 'fields':
        return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    }
  });
  return `${blocks.join('\n\n')}\n\n-- \n${content.footer}\n`;
}

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const colors = { text: '#1f2933', muted: '#616e7c', border: '#e4e7eb', brand: '#1d4ed8', page: '#f4f5f7' };

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;color:${colors.muted};">${escapeHtml(block.text)}</p>`;
    case 'code':
      return (
        `<p style="margin:0 0 16px;"><span style="display:inline-block;padding:12px 20px;` +
        `background:${colors.page};border:1px solid ${colors.border};border-radius:6px;` +
        `font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:28px;font-weight:700;` +
        `letter-spacing:6px;color:${colors.text};">${escapeHtml(block.code)}</span></p>`
      );
    case 'button':
      return (
        `<p style="margin:8px 0 24px;"><a href="${escapeHtml(block.href)}" style="display:inline-block;` +
        `padding:12px 24px;background:${colors.brand};border-radius:6px;color:#ffffff;` +
        `font-weight:600;text-decoration:none;">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:${colors.muted};word-break:break-all;">` +
        `${escapeHtml(block.href)}</p>`
      );
    case 'fields': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${colors.muted};white-space:nowrap;` +
            `vertical-align:top;">${escapeHtml(label)}</td>` +
            `<td style="padding:4px 0;">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${rows}</table>`;
    }
    case 'quote':
      return (
        `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colors.border};` +
        `background:${colors.page};">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</div>`
      );
  }
}

/** A single centred card: table layout and inline styles, which every mail client renders. */
export function renderHtml(content: MailContent, options: { lang: string; brand: string }): string {
  const body = content.blocks.map(blockHtml).join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${colors.border};border-radius:8px;${font};color:${colors.text};">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${colors.border};font-size:20px;font-weight:700;color:${colors.brand};">${escapeHtml(options.brand)}</td></tr>
<tr><td style="padding:32px 32px 16px;font-size:16px;line-height:1.5;">
${body}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${colors.border};font-size:12px;line-height:1.5;color:${colors.muted};">${escapeHtml(content.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
