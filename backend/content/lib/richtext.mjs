// Builds Storyblok rich-text documents ({ type: 'doc', content: [...] }) from a small
// markdown-like notation, so the copy stays readable in the copy modules:
//   ## Heading / ### Heading        heading level 2 / 3
//   - item                          bullet list
//   1. item                         ordered list
//   > text                          blockquote
//   ---                             horizontal rule
//   **bold**, *italic*, [text](/path)
// Paragraphs are separated by a blank line; a single newline inside a paragraph becomes
// a hard break.

function inline(text) {
  const nodes = []
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) })
    if (match[1] !== undefined)
      nodes.push({ type: 'text', text: match[1], marks: [{ type: 'bold' }] })
    else if (match[2] !== undefined)
      nodes.push({ type: 'text', text: match[2], marks: [{ type: 'italic' }] })
    else {
      const href = match[4]
      const external = /^https?:/.test(href)
      nodes.push({
        type: 'text',
        text: match[3],
        marks: [
          {
            type: 'link',
            attrs: {
              href,
              uuid: null,
              anchor: null,
              target: external ? '_blank' : '_self',
              linktype: 'url',
            },
          },
        ],
      })
    }
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) })
  return nodes
}

function paragraph(text) {
  const lines = text.split('\n')
  const content = []
  lines.forEach((line, i) => {
    if (i > 0) content.push({ type: 'hard_break' })
    content.push(...inline(line.trim()))
  })
  return { type: 'paragraph', content }
}

function list(type, lines, marker) {
  return {
    type,
    ...(type === 'ordered_list' ? { attrs: { order: 1 } } : {}),
    content: lines.map((line) => ({
      type: 'list_item',
      content: [paragraph(line.replace(marker, ''))],
    })),
  }
}

export function richtext(source) {
  const blocks = source
    .trim()
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
  const content = blocks.map((block) => {
    const lines = block.split('\n').map((l) => l.trim())
    if (block === '---') return { type: 'horizontal_rule' }
    const heading = /^(#{2,4}) (.*)$/.exec(block)
    if (heading && lines.length === 1) {
      return { type: 'heading', attrs: { level: heading[1].length }, content: inline(heading[2]) }
    }
    if (lines.every((l) => l.startsWith('- '))) return list('bullet_list', lines, /^- /)
    if (lines.every((l) => /^\d+\. /.test(l))) return list('ordered_list', lines, /^\d+\. /)
    if (lines.every((l) => l.startsWith('> '))) {
      return { type: 'blockquote', content: [paragraph(lines.map((l) => l.slice(2)).join('\n'))] }
    }
    return paragraph(block)
  })
  return { type: 'doc', content }
}
