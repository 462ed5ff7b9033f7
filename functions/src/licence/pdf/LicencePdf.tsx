/** @jsxImportSource react */
import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { cueSheetRow, partyText } from '../../contract/cue-sheet.js';
import { CUE_USAGES } from '../../contract/cue-usage.js';
import type { Acceptance, IssuedLicence, LicenceOffer } from '../../contract/licence-model.js';
import { formatAmount } from '../../contract/licence-texts.js';
import { QrCode } from '../../pdf/qr-code.js';

/** An accepted quote: everything the licence prints. */
export interface LicenceDocument {
  offer: LicenceOffer;
  acceptance: Acceptance;
  licence: IssuedLicence;
  verifyUrl: string;
  /** Whether it was void when printed: the PDF then says so at its top. */
  voided: boolean;
}

export interface PdfLook {
  fonts: string[];
  accent: string;
  lang: string;
  paper: 'A4' | 'Letter';
}

const INK = '#1a1a1a';
const MUTED = '#5a5a5a';
const RULE = '#c8c8c8';
const MARGIN = 40;

const utc = (time: number) => `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function Section({ title, accent, children, keep = false }: { title: string; accent: string; children: ReactNode; keep?: boolean }) {
  return (
    <View wrap={!keep} style={{ marginTop: 14 }}>
      {/* No letter spacing: pdftotext would read spaced capitals as single letters ("P A R T I E S"). */}
      <Text style={{ fontSize: 8.5, fontWeight: 700, color: accent, textTransform: 'uppercase', marginBottom: 5 }}>{title}</Text>
      {children}
    </View>
  );
}

/** A label and its value on one row: the label in a fixed column, so values line up down the page. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View wrap={false} style={{ flexDirection: 'row', paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: RULE }}>
      <Text style={{ width: 120, fontSize: 8.5, color: MUTED }}>{label}</Text>
      <Text style={{ flex: 1, fontSize: 9 }}>{children}</Text>
    </View>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 8.5, lineHeight: 1.45, marginBottom: 4 }}>{children}</Text>;
}

/** The cue sheet's columns, in points; the party's name takes what is left. */
const CUE_COLUMNS = { role: 34, society: 52, ipi: 78, share: 40 };

function CueSheet({ doc, accent }: { doc: LicenceDocument; accent: string }) {
  const row = cueSheetRow(doc.licence.number, doc.offer.track, doc.offer.use);
  const cell = { fontSize: 8.5, paddingVertical: 2 } as const;
  const head = { ...cell, fontWeight: 700, color: MUTED } as const;
  return (
    <Section title="Cue sheet" accent={accent} keep>
      <Fact label="Cue title">{`${row.title} (${row.version})`}</Fact>
      <View style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, marginTop: 4 }}>
        <Text style={[head, { flex: 1 }]}>Writer / publisher</Text>
        <Text style={[head, { width: CUE_COLUMNS.role }]}>Role</Text>
        <Text style={[head, { width: CUE_COLUMNS.society }]}>Society</Text>
        <Text style={[head, { width: CUE_COLUMNS.ipi }]}>IPI</Text>
        <Text style={[head, { width: CUE_COLUMNS.share, textAlign: 'right' }]}>Share</Text>
      </View>
      {row.parties.map((party, index) => (
        <View key={index} style={{ flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE }}>
          <Text style={[cell, { flex: 1 }]}>{party.name}</Text>
          <Text style={[cell, { width: CUE_COLUMNS.role }]}>{party.role}</Text>
          <Text style={[cell, { width: CUE_COLUMNS.society }]}>{party.society || '—'}</Text>
          <Text style={[cell, { width: CUE_COLUMNS.ipi }]}>{party.ipi || '—'}</Text>
          <Text style={[cell, { width: CUE_COLUMNS.share, textAlign: 'right' }]}>{`${party.share}%`}</Text>
        </View>
      ))}
      <View style={{ marginTop: 4 }}>
        <Fact label="ISRC">{row.isrc || '—'}</Fact>
        <Fact label="ISWC">{row.iswc || '—'}</Fact>
        <Fact label="Master owner">{row.master || '—'}</Fact>
        <Fact label="Usage">{`${row.usage} (${row.usageName})`}</Fact>
        <Fact label="Intended duration">{row.duration || 'not stated'}</Fact>
      </View>
      <Text style={{ fontSize: 7.5, color: MUTED, marginTop: 4 }}>Roles: C composer, A author, CA composer and author, E original publisher. Usage: {Object.entries(CUE_USAGES).map(([code, name]) => `${code} ${name}`).join(', ')}.</Text>
    </Section>
  );
}

/**
 * The licence as a document: parties, number, the track with its rights, the use, the fee and
 * payment, the AI disclosure, what is granted, the terms in full, the acceptance record and the
 * cue-sheet block, with a QR code to its verification page. All text, so it can be searched,
 * copied and read by machines (pdftotext).
 */
export function LicencePdf({ doc, look }: { doc: LicenceDocument; look: PdfLook }) {
  const { offer, acceptance, licence } = doc;
  const { track, use } = offer;
  const accent = look.accent;
  return (
    <Document title={`Licence ${licence.number}`} author={offer.licensor.name} subject={`"${track.title}" (${track.version}) for ${acceptance.company}`} language={look.lang} creator="Cuesheet" producer="Cuesheet">
      <Page size={look.paper === 'Letter' ? 'LETTER' : 'A4'} style={{ fontFamily: look.fonts, color: INK, backgroundColor: '#ffffff', padding: MARGIN, paddingBottom: MARGIN + 20 }}>
        <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <View style={{ flex: 1, paddingRight: 16 }}>
            <Text style={{ fontSize: 9, fontWeight: 700, color: accent, textTransform: 'uppercase' }}>Synchronisation licence</Text>
            <Text style={{ fontSize: 24, fontWeight: 800, marginTop: 4 }}>{`Licence ${licence.number}`}</Text>
            <Text style={{ fontSize: 11, marginTop: 6 }}>{`"${track.title}" (${track.version})`}</Text>
            <Text style={{ fontSize: 9, color: MUTED, marginTop: 3 }}>{`Granted by ${offer.licensor.name} to ${acceptance.company}`}</Text>
            {doc.voided && <Text style={{ fontSize: 11, fontWeight: 700, color: '#b42318', marginTop: 6 }}>This licence is void.</Text>}
          </View>
          <View style={{ width: 92, alignItems: 'center' }}>
            <Link src={doc.verifyUrl}>
              <QrCode text={doc.verifyUrl} width={80} dark={INK} light="#ffffff" />
            </Link>
            <Text style={{ fontSize: 6.5, color: MUTED, marginTop: 2, textAlign: 'center' }}>Scan to verify</Text>
          </View>
        </View>
        <Text style={{ fontSize: 8, color: MUTED, marginTop: 6 }}>{`Verify: ${doc.verifyUrl}`}</Text>

        <Section title="Parties" accent={accent}>
          <Fact label="Licensor">{[offer.licensor.name, offer.licensor.address || 'address not given', offer.licensor.email].join(' · ')}</Fact>
          <Fact label="Licensee">{[acceptance.company, `represented by ${acceptance.name}`, offer.licensee.email].join(' · ')}</Fact>
        </Section>

        <Section title="Track and rights" accent={accent}>
          <Fact label="Track">{`${track.title} (${track.version})`}</Fact>
          <Fact label="ISRC">{track.isrc ?? '—'}</Fact>
          <Fact label="ISWC">{track.iswc ?? '—'}</Fact>
          <Fact label="Master owner">{track.master ?? '—'}</Fact>
          <Fact label="Writers">{track.writers.map((w) => partyText({ name: w.name, role: w.role, society: w.pro ?? '', ipi: w.ipi ?? '', share: w.share })).join('; ')}</Fact>
          <Fact label="Publishers">{track.publishers.length ? track.publishers.map((p) => partyText({ name: p.name, role: 'E', society: p.pro ?? '', ipi: p.ipi ?? '', share: p.share })).join('; ') : '—'}</Fact>
          <Fact label="AI disclosure">{track.ai}</Fact>
        </Section>

        <Section title="The use licensed" accent={accent}>
          <Fact label="Production">{use.project || '—'}</Fact>
          <Fact label="Media">{use.media.label}</Fact>
          <Fact label="Territory">{use.territory.label}</Fact>
          <Fact label="Term">{`${use.term.label}: from ${licence.start} ${licence.end ? `to ${licence.end} inclusive` : 'in perpetuity'}`}</Fact>
          <Fact label="Exclusivity">{use.exclusivity.label}</Fact>
          <Fact label="Usage">{`${use.cueUsage} (${CUE_USAGES[use.cueUsage]})`}</Fact>
        </Section>

        <Section title="Fee and payment" accent={accent}>
          <Fact label="Fee">{`${formatAmount(offer.fee, look.lang)} (${offer.fee.currency})`}</Fact>
          <Fact label="Payment terms">{offer.paymentTerms}</Fact>
          <Fact label="Invoice">{`To ${acceptance.company}, reference ${licence.number}. ${offer.invoiceDetails || `Payment details follow with the invoice from ${offer.licensor.name}.`}`}</Fact>
        </Section>

        <Section title="What is granted" accent={accent}>
          {offer.granted.map((line, index) => (
            <Paragraph key={index}>{`• ${line}`}</Paragraph>
          ))}
        </Section>
        <Section title="What is not granted" accent={accent}>
          {offer.notGranted.map((line, index) => (
            <Paragraph key={index}>{`• ${line}`}</Paragraph>
          ))}
        </Section>

        <Section title="Terms" accent={accent}>
          {offer.clauses.map((clause, index) => (
            <View key={index} wrap={false}>
              <Text style={{ fontSize: 9, fontWeight: 700, marginTop: 4, marginBottom: 1 }}>{`${index + 1}. ${clause.heading}`}</Text>
              <Paragraph>{clause.text}</Paragraph>
            </View>
          ))}
        </Section>

        <Section title="Acceptance" accent={accent} keep>
          <Fact label="Accepted">{`${utc(acceptance.at)}, online`}</Fact>
          <Fact label="Typed name">{acceptance.name}</Fact>
          <Fact label="For">{acceptance.company}</Fact>
          <Fact label="Terms hash (SHA-256)">{acceptance.termsHash}</Fact>
        </Section>

        <CueSheet doc={doc} accent={accent} />

        <Text
          fixed
          style={{ position: 'absolute', left: MARGIN, right: MARGIN, bottom: MARGIN - 8, fontSize: 7.5, color: MUTED, textAlign: 'center' }}
          render={({ pageNumber, totalPages }) => `Licence ${licence.number} · page ${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  );
}
