import { describe, expect, it } from 'vitest';
import { settings } from './generated/settings.ts';
import { capNoticeMail, notificationMail, type MailTexts } from './mail.ts';

// The config's defaults (the shipped config leaves them alone), as the function gets them.
const english = settings.sites[0]!.mail;

describe('notificationMail', () => {
  it('is a plain-text Trigger Email document that replies to the sender', () => {
    const mail = notificationMail(
      {
        id: '0b8f4f2e-3d1c-4c6b-9a53-6f1f0f5b2a11',
        name: 'Ada <b>',
        email: 'ada@example.com',
        subject: 'Sync',
        message: '<script>x</script>\nBye',
      },
      'bookings@example.com',
      english,
    );
    expect(mail).toEqual({
      to: 'bookings@example.com',
      replyTo: 'ada@example.com',
      message: {
        subject: 'Website contact: Sync',
        text: 'From: Ada <b> <ada@example.com>\nSubject: Sync\n\n> <script>x</script>\n> Bye\n',
      },
    });
    expect(mail.message).not.toHaveProperty('html');
  });
});

describe('capNoticeMail', () => {
  it('tells the artist the day, the cap and what to change, with no one to reply to', () => {
    const mail = capNoticeMail('2026-11-22', 200, 'bookings@example.com', english);
    expect(mail.to).toBe('bookings@example.com');
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail.message.subject).toBe('Website contact: daily limit of 200 messages reached');
    expect(mail.message.text).toContain('accepted 200 messages on 2026-11-22 (UTC)');
    expect(mail.message.text).toContain('contact.rateLimit.dailyCap');
  });
});

describe('translated mail', () => {
  it('uses the config texts, placeholders filled, the sender’s words as they are', () => {
    const french: MailTexts = {
      subject: 'Contact du site : {subject}',
      fromLabel: 'De',
      subjectLabel: 'Objet',
      feeLabel: 'Tarif indiqué',
      shortlistLabel: 'Sélection',
      capSubject: 'Limite de {cap} messages atteinte',
      capText: '{cap} messages le {day}.',
    };
    const mail = notificationMail(
      {
        id: '0b8f4f2e-3d1c-4c6b-9a53-6f1f0f5b2a11',
        name: 'Zoé',
        email: 'zoe@example.com',
        subject: 'Prix {cap}',
        message: 'Bonjour',
      },
      'artiste@example.com',
      french,
    );
    expect(mail.message).toEqual({
      subject: 'Contact du site : Prix {cap}',
      text: 'De: Zoé <zoe@example.com>\nObjet: Prix {cap}\n\n> Bonjour\n',
    });
    expect(capNoticeMail('2026-11-22', 50, 'artiste@example.com', french).message).toEqual({
      subject: 'Limite de 50 messages atteinte',
      text: '50 messages le 2026-11-22.',
    });
  });
});
