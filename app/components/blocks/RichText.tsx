import { Fragment, type ReactNode } from 'react'
import { imageUrl, isServiceImage } from '~/domain/image'
import { channels } from '~/domain/market'
import { safeHref } from '~/domain/paths'
import { browserEventCodes as eventCodes } from '~/utils/browser-event-codes'
import { useAssetUrl } from '../Image'
import { hrefOf, linkContextOf, useSite } from '../links'
import { PricedText } from './PricedText'

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
  const toAsset = useAssetUrl()
  if (!isNode(document)) return null
  const context: RenderContext = {
    links: site ? linkContextOf(site) : undefined,
    toAsset,
  }
  try {
    return <div className="richtext">{renderChildren(document, context)}</div>
  } catch (error) {
    // C8: a malformed document is logged and left out; the rest of the page renders.
    console.error(
      JSON.stringify({ level: 'error', event: eventCodes.richtextRenderError, err: String(error) }),
    )
    return null
  }
}

type LinkContext = Parameters<typeof hrefOf>[1] | undefined
type RenderContext = { links: LinkContext; toAsset: (url: string) => string }

function isNode(value: unknown): value is RichTextNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as RichTextNode).type === 'string'
  )
}

function renderChildren(node: RichTextNode, context: RenderContext): ReactNode {
  if (node.content !== undefined && !Array.isArray(node.content))
    throw new TypeError(`Rich-text node ${node.type} has malformed content`)
  return (node.content ?? [])
    .filter(isNode)
    .map((child, index) => <Fragment key={index}>{renderNode(child, context)}</Fragment>)
}

function renderNode(node: RichTextNode, context: RenderContext): ReactNode {
  const children = renderChildren(node, context)
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
      if (!src || !/^(https?:|\/)/i.test(src)) return null
      const url = isServiceImage(src) ? imageUrl(src, { width: 960 }) : src
      return (
        <img
          src={context.toAsset(url)}
          alt={String(node.attrs?.alt ?? '')}
          loading="lazy"
          decoding="async"
        />
      )
    }
    case 'text':
      if (typeof node.text !== 'string') throw new TypeError('Rich-text text node without text')
      return applyMarks(
        <PricedText text={node.text} />,
        Array.isArray(node.marks) ? node.marks : [],
        context.links,
      )
    default:
      return children
  }
}

function applyMarks(
  text: ReactNode,
  marks: NonNullable<RichTextNode['marks']>,
  links: LinkContext,
): ReactNode {
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
        const href = linkHref(mark.attrs ?? {}, links)
        if (!href) return inner
        const external = /^https?:/i.test(href)
        const newTab = mark.attrs?.target === '_blank'
        return (
          <a
            href={href}
            {...(newTab ? { target: '_blank' } : {})}
            {...(external || newTab ? { rel: 'noopener noreferrer' } : {})}
          >
            {inner}
          </a>
        )
      }
      default:
        return inner
    }
  }, text)
}

/**
 * A rich-text link's href, protocol-checked: e-mail links become `mailto:`, anchors are
 * appended, market paths get the market's prefixes; `javascript:` and other unsafe
 * protocols give no href at all (the text stays, unlinked).
 */
export function linkHref(attrs: Record<string, unknown>, links: LinkContext): string | undefined {
  const linktype = String(attrs.linktype ?? 'url')
  const raw = String(attrs.href ?? '').trim()
  const anchor =
    typeof attrs.anchor === 'string' && /^[\w-]+$/.test(attrs.anchor) ? `#${attrs.anchor}` : ''
  if (!raw) return anchor || undefined
  if (linktype === 'email') return safeHref(raw.startsWith('mailto:') ? raw : `mailto:${raw}`)
  const channel = channels.find((name) => name === attrs.channel)
  const link = { linktype, url: raw, ...(channel ? { channel } : {}) }
  const href = links ? hrefOf(link, links) : safeHref(raw)
  return href ? `${href}${anchor}` : undefined
}
