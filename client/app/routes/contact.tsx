import { Container, Heading } from '@chakra-ui/react';

// Placeholder screen: replaced by the issue that owns this route.
export default function ContactPage() {
  return (
    <Container maxW="7xl" py="8">
      <Heading as="h1" size="2xl">
        Contact Us
      </Heading>
    </Container>
  );
}
