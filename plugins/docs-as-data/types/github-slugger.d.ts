// github-slugger 1.5 ships no types; this is the part the twins use (the same slugger Docusaurus
// gives headings their ids with).
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
