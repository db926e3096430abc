// The page that hands data to a procurement system: a whole document (no shop header, no other
// requests) holding one form of hidden fields that posts to the system's URL. With JavaScript a
// nonce'd inline script submits it at once; without, its button does. React escapes every value.

export interface FormPost {
  /** The procurement system's URL (checked by return-url.ts); undefined: a page that only carries the fields. */
  action?: string;
  /** OCI's ~TARGET (_top when none came). */
  target?: string;
  fields: readonly { name: string; value: string }[];
}

export interface FormPostTexts {
  lang: string;
  title: string;
  text: string;
  button: string;
}

export function FormPostDocument({ post, texts, nonce }: { post: FormPost; texts: FormPostTexts; nonce: string }) {
  return (
    <html lang={texts.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex" />
        <title>{texts.title}</title>
      </head>
      <body>
        <h1>{texts.title}</h1>
        <form method="post" action={post.action} target={post.target} acceptCharset="UTF-8" encType="application/x-www-form-urlencoded">
          {post.fields.map((field, index) => (
            <input key={`${index}-${field.name}`} type="hidden" name={field.name} value={field.value} />
          ))}
          {post.action && (
            <>
              <p>{texts.text}</p>
              <button type="submit">{texts.button}</button>
            </>
          )}
        </form>
        {post.action && <script nonce={nonce}>{'document.forms[0].submit();'}</script>}
      </body>
    </html>
  );
}
