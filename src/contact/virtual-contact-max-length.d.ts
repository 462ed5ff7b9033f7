declare module 'virtual:contact-max-length' {
  /** `properties.<field>.maxLength` of schema/contact-message.schema.json, per field. */
  const maxLength: Record<keyof (typeof import('../../schema/contact-message.schema.json'))['properties'], number>;
  export default maxLength;
}
