/** Chart.js default font (spec section 9), self-hosted Work Sans. */
export const chartFont = { family: 'Work Sans', size: 16 } as const;
