/** @jsxRuntime automatic */
/** @jsxImportSource react */
// See booking-email.tsx for why the pragmas are here.
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import type { GiftCardMessageLines } from '../gift-card-lines.ts';
import { emailColors, emailStyles } from './email-styles.ts';

const styles = {
  ...emailStyles,
  quoteLabel: { color: emailColors.muted, fontSize: '14px', margin: '16px 0 4px' },
  quote: {
    borderLeft: `3px solid ${emailColors.accent}`,
    fontSize: '16px',
    fontStyle: 'italic',
    lineHeight: '1.5',
    margin: '0 0 16px',
    padding: '0 0 0 12px',
    whiteSpace: 'pre-line',
  },
} satisfies Record<string, CSSProperties>;

/**
 * The gift card e-mails (the recipient's card and the buyer's receipt): a heading, the buyer's
 * message quoted as text, the card's details as label/value rows and the button to the card's
 * page. All words arrive translated in `lines`; this file only lays them out.
 */
export function GiftCardEmail({ lines }: { lines: GiftCardMessageLines }) {
  return (
    <Html lang={lines.language}>
      <Head />
      <Preview>{lines.intro}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Text style={styles.eyebrow}>DEKKA</Text>
          <Heading as="h1" style={styles.heading}>
            {lines.heading}
          </Heading>
          <Text style={styles.text}>{lines.greeting}</Text>
          <Text style={styles.text}>{lines.intro}</Text>
          {lines.quote && (
            <>
              <Text style={styles.quoteLabel}>{lines.quote.label}</Text>
              <Text style={styles.quote}>{lines.quote.text}</Text>
            </>
          )}
          <Section>
            {lines.details.map((detail) => (
              <Row key={detail.label} style={styles.row}>
                <Column style={styles.label}>{detail.label}</Column>
                <Column style={styles.value}>{detail.value}</Column>
              </Row>
            ))}
          </Section>
          {lines.notes.map((note) => (
            <Text key={note} style={{ ...styles.text, marginTop: '16px' }}>
              {note}
            </Text>
          ))}
          <Section style={{ margin: '24px 0' }}>
            <Button href={lines.action.url} style={styles.button}>
              {lines.action.label}
            </Button>
          </Section>
          <Hr style={{ borderColor: emailColors.line, margin: '24px 0 16px' }} />
          <Text style={styles.small}>{lines.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
