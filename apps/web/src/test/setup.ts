import { configure } from '@testing-library/dom';

// The whole suite runs on two busy cores beside the type check and lint: a page can take
// seconds to render and settle there. `findBy…` and `waitFor` wait for what the user sees for as
// long as a test may run, never for a time only a quiet machine meets (1 s by default).
configure({ asyncUtilTimeout: 20_000 });
