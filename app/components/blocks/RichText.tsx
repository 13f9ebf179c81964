import { Fragment, type ReactNode } from 'react'
import { safeHref } from '~/domain/paths'
import { hrefOf } from '../links'
import { useSite } from '../chrome/use-site'

/** A node of a Storyblok rich-text document. */
export type RichTextNode = {
  type: string
  text?: string
  content?: RichTextNode[]
  attrs?: Record<string, unknown>
  marks?: { type: string; attrs?: Record<string, unknown> }[]
}

/**
 * Renders Storyblok rich text as React elements (never as an HTML string), so text is
 * always escaped and every link's protocol is checked: `javascript:` links lose their href.
 */
export function RichText({ document }: { document: unknown }) {
  const site = useSite()
  if (!isNode(document)) return null
  const linkContext = site ? { market: site.market, shopOrigins: site.shopOrigins } : undefined
  try {
    return <div className="richtext">{renderChildren(document, linkContext)}</div>
  } catch (error) {
    console.error(JSON.stringify({ event: 'richtext-render-error', err: String(error) }))
    return null
  }
}

type LinkContext = Parameters<typeof hrefOf>[1] | undefined

function isNode(value: unknown): value is RichTextNode {
  return typeof value === 'object' && value !== null && typeof (value as RichTextNode).type === 'string'
}

function renderChildren(node: RichTextNode, links: LinkContext): ReactNode {
  return (node.content ?? []).filter(isNode).map((child, index) => (
    <Fragment key={index}>{renderNode(child, links)}</Fragment>
  ))
}

function renderNode(node: RichTextNode, links: LinkContext): ReactNode {
  const children = renderChildren(node, links)
  switch (node.type) {
    case 'paragraph':
      return <p>{children}</p>
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 2, 2), 6)
      const Tag = `h${level}` as 'h2'
      return <Tag>{children}</Tag>
    }
    case 'bullet_list':
      return <ul>{children}</ul>
    case 'ordered_list':
      return <ol>{children}</ol>
    case 'list_item':
      return <li>{children}</li>
    case 'blockquote':
      return <blockquote>{children}</blockquote>
    case 'horizontal_rule':
      return <hr />
    case 'hard_break':
      return <br />
    case 'code_block':
      return (
        <pre>
          <code>{children}</code>
        </pre>
      )
    case 'image': {
      const src = typeof node.attrs?.src === 'string' ? safeHref(node.attrs.src) : undefined
      return src ? <img src={src} alt={String(node.attrs?.alt ?? '')} loading="lazy" /> : null
    }
    case 'text':
      return applyMarks(node.text ?? '', node.marks ?? [], links)
    default:
      return children
  }
}

function applyMarks(text: string, marks: NonNullable<RichTextNode['marks']>, links: LinkContext): ReactNode {
  return marks.reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold':
        return <strong>{inner}</strong>
      case 'italic':
        return <em>{inner}</em>
      case 'underline':
        return <u>{inner}</u>
      case 'strike':
        return <s>{inner}</s>
      case 'code':
        return <code>{inner}</code>
      case 'link': {
        const attrs = mark.attrs ?? {}
        const raw = { linktype: String(attrs.linktype ?? 'url'), url: String(attrs.href ?? '') }
        const href = links ? hrefOf(raw, links) : safeHref(raw.url)
        if (!href) return inner
        const external = /^https?:/i.test(href)
        return (
          <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {inner}
          </a>
        )
      }
      default:
        return inner
    }
  }, text)
}
