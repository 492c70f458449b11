/** The DKIM verifier module of mailauth on its own (app/mail/dkim.ts loads it instead of the whole package). */
declare module 'mailauth/lib/dkim/verify.js' {
  export { dkimVerify } from 'mailauth';
}
