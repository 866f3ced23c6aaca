// Brings jest-dom's matchers (toBeInTheDocument…) into the type-check of the tests.
import '@testing-library/jest-dom';
