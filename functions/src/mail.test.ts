import { describe, expect, it } from 'vitest';
import { notificationMail } from './mail.js';

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
    );
    expect(mail).toEqual({
      to: 'bookings@example.com',
      replyTo: 'ada@example.com',
      message: {
        subject: 'Website contact: Sync',
        text: 'From: Ada <b> <ada@example.com>\nSubject: Sync\n\n<script>x</script>\nBye\n',
      },
    });
    expect(mail.message).not.toHaveProperty('html');
  });
});
