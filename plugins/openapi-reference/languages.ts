/**
 * The languages every operation has a code sample in, in tab order. The sample generator
 * (samples.ts, at build time) and the samples' tabs (src/components/CodeSamples, in the browser)
 * both read this list; `language` matches the guides' `<Tabs groupId="code-language">` values, so
 * a reader's choice carries over between guides and reference.
 */
export const SAMPLE_LANGUAGES = [
  {language: 'curl', label: 'cURL', prism: 'bash', target: 'shell', client: 'curl'},
  {language: 'node', label: 'Node.js', prism: 'javascript', target: 'node', client: 'fetch'},
  {language: 'python', label: 'Python', prism: 'python', target: 'python', client: 'requests'},
  {language: 'java', label: 'Java', prism: 'java', target: 'java', client: 'nethttp'},
  {language: 'csharp', label: 'C#', prism: 'csharp', target: 'csharp', client: 'httpclient'},
  {language: 'php', label: 'PHP', prism: 'php', target: 'php', client: 'guzzle'},
] as const;
