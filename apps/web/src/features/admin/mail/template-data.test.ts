import { describe, expect, it } from 'vitest';
import { parseTemplateData } from './template-data';

describe('the template tryer’s JSON data', () => {
  it('takes an object of strings and numbers', () => {
    expect(parseTemplateData('{"firstname":"Mario","minutes":15}')).toEqual({
      ok: true,
      data: { firstname: 'Mario', minutes: 15 },
    });
  });
  it('refuses anything else', () => {
    for (const text of ['', 'nope', '[]', 'null', '"x"', '{"a":{"b":1}}', '{"a":true}', '{"a":null}'])
      expect(parseTemplateData(text).ok, text).toBe(false);
  });
});
