// Chakra UI for the app's components: the theme (./theme, which registers the system in ./system) is evaluated
// before any module that renders a Chakra component, and only with one. Import Chakra from here, never from
// '@chakra-ui/react' (eslint.config.mjs enforces it): the entry stays free of Chakra's code (issue #10).
import './theme';

export * from '@chakra-ui/react';
