/** html-to-text's one function that reading a mail uses (app/mail/mail-reading.ts; the package ships no types). */
declare module 'html-to-text' {
  export function htmlToText(
    html: string,
    options?: { readonly limits?: { readonly maxDepth?: number } },
  ): string;
}
