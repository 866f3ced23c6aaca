// `./routes`: the catalog's pages for the shell (a thin adapter over src/routes.tsx).
export { routes } from '../routes';
