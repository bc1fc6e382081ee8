/** @jsxRuntime automatic */
/** @jsxImportSource react */
// See booking-email.tsx for why the pragmas are here.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';

const accent = '#0b5c4b';

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
  button: {
    backgroundColor: accent,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  small: { color: '#555', fontSize: '13px', lineHeight: '1.5', margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

export type NoticeEmailProps = {
  language: string;
  heading: string;
  intro: string;
  /** A code to type (sign-in), shown large. */
  code?: string;
  /** A link to follow (an invitation), shown as a button. */
  action?: { url: string; label: string };
  notes: string[];
};

/**
 * A short account notice (a sign-in code, an invitation): a heading, a sentence, the code or the
 * button, and small print. The words arrive translated; this only lays them out.
 */
export function NoticeEmail({ language, heading, intro, code, action, notes }: NoticeEmailProps) {
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
          {code && <Text style={styles.code}>{code}</Text>}
          {action && (
            <Section style={{ margin: '24px 0' }}>
              <Button href={action.url} style={styles.button}>
                {action.label}
              </Button>
            </Section>
          )}
          {notes.map((note) => (
            <Text key={note} style={styles.small}>
              {note}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}
