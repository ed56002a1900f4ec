/** Types of demo-modules.mjs for the TypeScript callers (the browser tests' server). */
export declare const demoModuleEnv: Record<string, string>;
