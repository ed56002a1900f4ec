import { describe, expect, it } from 'vitest';
import type { MailTemplate } from './mailer.js';
import {
  escapeHtml,
  MailTemplateError,
  mailTemplateNames,
  renderMail,
  resolveMailLang,
} from './templates.js';

const interview = {
  firstname: 'Carla',
  withName: 'Alfa S.r.l.',
  jobName: 'Backend developer',
  when: '25/11/2026 10:00–11:00 (Europe/Rome)',
  where: 'https://meet.jit.si/hiring-1-abc',
};

const sample: Record<MailTemplate, Record<string, string | number>> = {
  'confirmation-code': { firstname: 'Mario', code: '482913', minutes: 15 },
  'candidate-confirmation': {
    firstname: 'Mario',
    code: '482913',
    minutes: 15,
    link: 'https://hiring.example/talents/confirm?email=mario%40example.it&code=482913',
  },
  'password-reset': { firstname: 'Mario', link: 'https://hiring.example/reset?token=abc', minutes: 60 },
  'email-change': { firstname: 'Mario', code: '105722', minutes: 15, newEmail: 'mario@nuovo.it' },
  'team-invitation': {
    inviterName: 'Giulia Bianchi',
    companyName: 'Acme S.r.l.',
    link: 'https://hiring.example/invite/xyz',
  },
  'support-request': {
    fromName: 'Mario Rossi',
    fromEmail: 'mario@example.it',
    companyName: 'Acme S.r.l.',
    subject: 'Annuncio non visibile',
    message: 'Buongiorno,\nil mio annuncio non compare.',
  },
  'interview-invitation': interview,
  'interview-update': interview,
  'interview-cancellation': interview,
  'retention-report': { firstname: 'Anna', companyName: 'Alfa S.r.l.', count: '3', months: '24' },
  'privacy-policy-update': {
    firstname: 'Mario',
    version: '2026-11',
    effectiveOn: '01/12/2026',
    link: 'https://hiring.example/web-policy-user',
  },
  'recruiter-welcome': {
    firstname: 'Mario',
    companyName: 'Acme S.r.l.',
    link: 'https://hiring.example/login?reset=abc',
    days: 7,
  },
  'signup-completed': {
    firstname: 'Elisa',
    companyName: 'Officine Marchi',
    link: 'https://hiring.example/login',
  },
  'signup-rejected': {
    firstname: 'Elisa',
    companyName: 'Officine Marchi',
    reason: 'La partita IVA non corrisponde\nalla ragione sociale.',
  },
  'job-approved': { firstname: 'Paolo', jobName: 'Geometra', link: 'https://hiring.example/job/7' },
  'job-rejected': {
    firstname: 'Paolo',
    jobName: 'Geometra',
    reason: 'Manca la retribuzione.',
    link: 'https://hiring.example/job/7',
  },
  'page-approved': {
    firstname: 'Paolo',
    companyName: 'Studio Verdi',
    link: 'https://hiring.example/company',
  },
  'page-rejected': {
    firstname: 'Paolo',
    companyName: 'Studio Verdi',
    reason: 'Il sito indicato non è raggiungibile.',
    link: 'https://hiring.example/company',
  },
};

describe('mail templates', () => {
  it('render every template in Italian and English, each with its data in text and HTML', () => {
    for (const template of mailTemplateNames) {
      const it_ = renderMail(template, 'it', sample[template]);
      const en = renderMail(template, 'en', sample[template]);
      expect(it_.lang).toBe('it');
      expect(en.lang).toBe('en');
      expect(it_.subject).not.toBe(en.subject);
      for (const mail of [it_, en]) {
        expect(mail.subject).not.toMatch(/\n/);
        expect(mail.html).toMatch(/^<!doctype html>/);
        expect(mail.html).toContain(`<html lang="${mail.lang}">`);
        expect(mail.html).toContain('Hiring');
        for (const value of Object.values(sample[template])) {
          const firstLine = String(value).split('\n')[0]!;
          expect(mail.text, `${template} text`).toContain(firstLine);
          expect(mail.html, `${template} html`).toContain(escapeHtml(firstLine));
        }
      }
    }
  });

  it('says what the product promises, in good Italian first', () => {
    const mail = renderMail('confirmation-code', 'it', sample['confirmation-code']);
    expect(mail.subject).toBe('Conferma il tuo indirizzo email');
    expect(mail.text).toContain(
      'Ciao Mario,\n\nil tuo codice di conferma è:\n\n    482913\n\nScade tra 15 minuti.',
    );
    expect(
      renderMail('confirmation-code', 'it', { ...sample['confirmation-code'], minutes: 1 }).text,
    ).toContain('Scade tra 1 minuto.');
    expect(renderMail('confirmation-code', 'en', sample['confirmation-code']).text).toContain(
      'Your confirmation code is:\n\n    482913\n\nIt expires in 15 minutes.',
    );
    const reset = renderMail('password-reset', 'it', sample['password-reset']);
    expect(reset.text).toContain('Reimposta la password:\nhttps://hiring.example/reset?token=abc');
    expect(reset.html).toContain('href="https://hiring.example/reset?token=abc"');
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile = '<script>alert("x")</script> & \'y\'';
    for (const template of mailTemplateNames) {
      const data = Object.fromEntries(
        Object.entries(sample[template]).map(([key, value]) => [key, key === 'link' ? value : hostile]),
      );
      for (const lang of ['it', 'en']) {
        const { html, text } = renderMail(template, lang, data);
        expect(html, template).not.toContain('<script>');
        expect(html, template).toContain(
          '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
        );
        // Plain text is not markup: it carries the value as it is.
        expect(text, template).toContain(hostile);
      }
    }
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps the line breaks of a support message and fills in a missing company', () => {
    const mail = renderMail('support-request', 'it', { ...sample['support-request'], companyName: '' });
    expect(mail.html).toContain('Buongiorno,<br>il mio annuncio non compare.');
    expect(mail.text).toContain('Buongiorno,\nil mio annuncio non compare.');
    expect(mail.text).toContain('Azienda: —');
    expect(mail.subject).toBe('Richiesta di assistenza: Annuncio non visibile');
  });

  it('keeps a subject on one line', () => {
    const mail = renderMail('support-request', 'it', {
      ...sample['support-request'],
      subject: 'a\r\nBcc: x@y.z',
    });
    expect(mail.subject).toBe('Richiesta di assistenza: a Bcc: x@y.z');
  });

  it('throws on missing data, naming every missing key', () => {
    expect(() => renderMail('confirmation-code', 'it', { firstname: 'Mario' })).toThrow(MailTemplateError);
    expect(() => renderMail('confirmation-code', 'it', { firstname: 'Mario' })).toThrow(
      'Template "confirmation-code" is missing data: "code", "minutes"',
    );
    expect(() =>
      renderMail('email-change', 'en', { ...sample['email-change'], newEmail: undefined as never }),
    ).toThrow('"newEmail"');
    // Inherited properties are not data.
    expect(() =>
      renderMail('support-request', 'it', Object.create({ ...sample['support-request'] })),
    ).toThrow(MailTemplateError);
  });

  it('accepts only web links', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'https://a b']) {
      expect(() => renderMail('password-reset', 'it', { ...sample['password-reset'], link })).toThrow(
        'must be an http(s) URL',
      );
    }
  });

  it('falls back to Italian for any language but English', () => {
    expect(resolveMailLang('en')).toBe('en');
    expect(resolveMailLang('EN-gb')).toBe('en');
    expect(resolveMailLang('it')).toBe('it');
    expect(resolveMailLang('de')).toBe('it');
    expect(resolveMailLang('')).toBe('it');
    expect(renderMail('confirmation-code', 'fr', sample['confirmation-code']).subject).toBe(
      'Conferma il tuo indirizzo email',
    );
  });

  it('names the dashboard as configured', () => {
    const mail = renderMail('team-invitation', 'en', sample['team-invitation'], { brand: 'Acme Jobs' });
    expect(mail.subject).toBe('Giulia Bianchi invited you to join Acme S.r.l. on Acme Jobs');
    expect(mail.html).toContain('Acme Jobs');
  });
});
