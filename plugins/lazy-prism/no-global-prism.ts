// Intentionally empty: see index.ts. Prism languages are registered in src/theme/CodeBlock/Content/prism.ts.
export {};
