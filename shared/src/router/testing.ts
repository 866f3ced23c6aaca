// @manzil/shared/router/testing: the routers the tests render pages in (an in-memory history and
// plain <Routes>), from the same react-router module as @manzil/shared/router, so a page under
// test reads the context these fill. Kept out of the shared entry: no page needs them, and each
// name in the entry is code in every first visit.
// Tests, test helpers and nothing else import this (eslint.config.mjs): in a page it would bundle
// a second router into the app.
export { MemoryRouter, Route, Routes } from 'react-router';
