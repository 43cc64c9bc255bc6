import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview';

// Stories run as Vitest tests with the same decorators, loaders and a11y checks as in Storybook.
setProjectAnnotations([a11yAnnotations, previewAnnotations]);
