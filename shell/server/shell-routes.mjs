/**
 * The shell's own pages (shell/src/app/routes.tsx), for the document server's status: a path that
 * neither these nor a remote's routes match answers 404 (the router's fallback page).
 * shell/src/app/routes.test.ts keeps the two lists equal.
 */
export const SHELL_ROUTES = ['/about', '/contactus', '/faqs', '/policy', '/policy/:section'];
