declare module 'fxa-common-password-list' {
  /** Mozilla's list of the most common passwords. */
  const list: { test(password: string): boolean };
  export default list;
}
