/** The declarations of a stylesheet by selector, later rules over earlier ones, as the theme test reads them. */
export type RuleMap = Map<string, Map<string, string>>;

/**
 * Reads the innermost `selector { declarations }` blocks of `css` (at-rule wrappers such as @layer
 * and @media are looked through, comments dropped); a selector list counts for each of its selectors.
 */
export function ruleMap(css: string, into: RuleMap = new Map()): RuleMap {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors = '', body = ''] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const selector of selectors.split(',')) {
      const key = selector.trim().replace(/\s+/g, ' ');
      const declarations = into.get(key) ?? new Map<string, string>();
      for (const declaration of body.split(';')) {
        const colon = declaration.indexOf(':');
        if (colon > 0)
          declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
      }
      into.set(key, declarations);
    }
  }
  return into;
}

/** The value of `property` in the rule of `selector`, its `var(--x)` resolved through `:root`; throws if absent. */
export function declared(rules: RuleMap, selector: string, property: string): string {
  const value = rules.get(selector)?.get(property);
  if (value === undefined) throw new Error(`No ${property} declared for ${selector}`);
  return value.replace(/var\((--[\w-]+)(?:,[^)]*)?\)/g, (_, name: string) => declared(rules, ':root', name));
}

type Rgba = [number, number, number, number];

/** A colour of the forms the theme writes: #rgb, #rrggbb, rgb(r, g, b), rgba(r, g, b, a); the first one in `value`. */
export function parseColour(value: string): Rgba {
  const hex = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const fn = /rgba?\(([^)]+)\)/i.exec(value)?.[1];
  if (fn) {
    const [r = 0, g = 0, b = 0, a = 1] = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  }
  throw new Error(`Not a colour: ${value}`);
}

const relativeLuminance = ([r, g, b]: Rgba): number => {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

/** A translucent colour as it shows over an opaque `backdrop`. */
const over = ([r, g, b, a]: Rgba, backdrop: Rgba): Rgba => [
  r * a + backdrop[0] * (1 - a),
  g * a + backdrop[1] * (1 - a),
  b * a + backdrop[2] * (1 - a),
  1,
];

/**
 * WCAG's contrast ratio of `foreground` on `background`; a translucent background is laid over
 * `backdrop` (white unless told), a translucent foreground over the result.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const bg = over(parseColour(background), parseColour(backdrop));
  const fg = over(parseColour(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
