// Browser tests wait for states with Testing Library's async helpers (findBy…, waitFor); their 1 s default
// is shorter than a demo answer can take on a busy 2-core machine.
import { configure } from '@testing-library/react';
import { STATE_TIMEOUT_MS } from './timeouts';

configure({ asyncUtilTimeout: STATE_TIMEOUT_MS });
