/** @jsxRuntime automatic */
/** @jsxImportSource react */
// See booking-email.tsx for why the pragmas are here.
import { Body, Container, Head, Heading, Html, Preview, Text } from '@react-email/components';
import type { CSSProperties } from 'react';

const styles = {
  body: {
    backgroundColor: '#f4f4f5',
    color: '#1d1d1f',
    fontFamily: 'Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  card: {
    backgroundColor: '#ffffff',
    borderRadius: '8px',
    maxWidth: '560px',
    padding: '32px 24px',
  },
  heading: { fontSize: '24px', lineHeight: '1.3', margin: '0 0 12px' },
  text: { fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' },
  code: {
    fontFamily: 'Menlo, Consolas, monospace',
    fontSize: '32px',
    fontWeight: 700,
    letterSpacing: '0.2em',
    margin: '16px 0',
  },
  small: { color: '#555', fontSize: '13px', lineHeight: '1.5', margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

type Props = {
  language: string;
  code: string;
  heading: string;
  intro: string;
  expiry: string;
  ignore: string;
};

/** The sign-in code e-mail: the words arrive translated; this only lays them out. */
export function SignInCodeEmail({ language, code, heading, intro, expiry, ignore }: Props) {
  return (
    <Html lang={language}>
      <Head />
      <Preview>{intro}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          <Text style={styles.text}>{intro}</Text>
          <Text style={styles.code}>{code}</Text>
          <Text style={styles.text}>{expiry}</Text>
          <Text style={styles.small}>{ignore}</Text>
        </Container>
      </Body>
    </Html>
  );
}
