// Prism's language files extend the global Prism and export nothing we use (see ./prism.ts).
declare module 'prismjs/components/*';
