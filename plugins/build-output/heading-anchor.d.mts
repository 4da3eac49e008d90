// Types of heading-anchor.mjs (plain JavaScript so that the index's build script can import it).
export declare function headingAnchor(title: string): string;
