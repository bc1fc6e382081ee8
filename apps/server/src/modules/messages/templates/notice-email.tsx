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
import { emailStyles } from './email-styles.ts';

const styles = {
  ...emailStyles,
  code: {
    fontFamily: 'Menlo, Consolas, monospace',
    fontSize: '32px',
    fontWeight: 700,
    letterSpacing: '0.2em',
    margin: '16px 0',
  },
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
