import { Button, type ButtonProps } from '../lib/chakra';

/**
 * A link that looks like a Chakra Button: its one child (a RouterLink) is the element, given the button's classes.
 * Without the button's own type="button", which an <a> cannot have (the type of a link is a MIME type: valid HTML,
 * tests/e2e/valid-html.test.ts).
 */
export function LinkButton({ children, ...props }: Omit<ButtonProps, 'asChild' | 'type'>) {
  return (
    <Button {...props} asChild type={undefined}>
      {children}
    </Button>
  );
}
