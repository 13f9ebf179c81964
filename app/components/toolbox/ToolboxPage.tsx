import { useActionData, useNavigate } from '@remix-run/react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageHref } from '~/components/vouchers/page-href'
import {
  convertFormats,
  maxEdgeChoices,
  paperFormats,
  qualityChoices,
  toolboxAcceptAttribute,
  toolboxAccepts,
  toolboxLimitMb,
  toolboxMaxBytes,
  type ToolboxOperation,
} from '~/domain/toolbox'
import { uploadKindOf } from '../../../contracts/toolbox'
import type { FormResult } from '~/components/vouchers/form-parts'
import type { ToolboxPageData } from '~/services/toolbox.server'

/** The error line of a form's file field, also read from an answer page by the upload script. */
const fileErrorId = (operation: ToolboxOperation) => `toolbox-${operation}-file-error`

type Upload = { operation: ToolboxOperation; percent: number } | null

/**
 * The toolbox: three plain multipart forms that work without
 * JavaScript; with it the file is checked first and sent with XMLHttpRequest to the same action,
 * showing the upload's progress, and the result page is opened as a client navigation.
 */
export function ToolboxPage({ data }: { data: ToolboxPageData }) {
  const result = useActionData<FormResult>()
  const href = usePageHref()
  const navigate = useNavigate()
  const { t } = useTranslation()
  const [upload, setUpload] = useState<Upload>(null)
  const [clientErrors, setClientErrors] = useState<Partial<Record<ToolboxOperation, string>>>({})
  const answered = result?.initialValue?.operation
  const errorsOf = (operation: ToolboxOperation): string[] => {
    if (clientErrors[operation]) return [clientErrors[operation]]
    if (
      answered !== operation &&
      !(result?.error?.file && !answered && operation === 'convert-file')
    )
      return []
    return [...(result?.error?.file ?? []), ...(result?.error?.[''] ?? [])]
  }

  async function submit(event: FormEvent<HTMLFormElement>, operation: ToolboxOperation) {
    if (typeof XMLHttpRequest === 'undefined') return
    event.preventDefault()
    const form = event.currentTarget
    const body = new FormData(form)
    const file = body.get('file')
    const fail = (key: string) => setClientErrors((errors) => ({ ...errors, [operation]: key }))
    if (!(file instanceof File) || file.size === 0) return fail(t('toolbox.error.fileRequired'))
    if (file.size > toolboxMaxBytes)
      return fail(t('toolbox.error.tooLarge', { mb: toolboxLimitMb }))
    const kind = uploadKindOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
    if (!kind || !toolboxAccepts[operation].includes(kind)) return fail(t('toolbox.error.type'))
    setClientErrors((errors) => ({ ...errors, [operation]: undefined }))
    setUpload({ operation, percent: 0 })
    const request = new XMLHttpRequest()
    request.open('POST', form.action)
    request.responseType = 'document'
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable)
        setUpload({ operation, percent: Math.round((progress.loaded / progress.total) * 100) })
    }
    request.onload = () => {
      setUpload(null)
      const answer = new URL(request.responseURL || form.action)
      if (answer.searchParams.has('result')) return navigate(`${answer.pathname}${answer.search}`)
      const message = request.response?.getElementById?.(fileErrorId(operation))?.textContent
      fail(message || t('toolbox.error.generic'))
    }
    request.onerror = () => {
      setUpload(null)
      fail(t('toolbox.error.generic'))
    }
    request.send(body)
  }

  const action = href('toolbox')
  const formProps = (operation: ToolboxOperation) => ({
    method: 'post',
    encType: 'multipart/form-data',
    action,
    className: 'x-form toolbox__form',
    'data-form': `toolbox-${operation}`,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event, operation),
  })

  return (
    <div className="x-page toolbox">
      <h1>{t('toolbox.title')}</h1>
      <p className="x-page__intro">{t('toolbox.intro', { mb: toolboxLimitMb })}</p>
      {data.result === 'expired' ? (
        <p className="toolbox__notice" role="status">
          {t('toolbox.expired')}
        </p>
      ) : data.result ? (
        <section className="toolbox__result" aria-labelledby="toolbox-result" role="status">
          <h2 id="toolbox-result">{t('toolbox.result.title')}</h2>
          <p>
            {t('toolbox.result.text', {
              name: data.result.fileName,
              size: Math.max(1, Math.round(data.result.size / 1024)),
            })}
          </p>
          <p>
            <a
              className="button button--primary"
              href={data.result.href}
              download={data.result.fileName}
              data-toolbox-download=""
            >
              {t('toolbox.result.download')}
            </a>
          </p>
          <p className="x-page__aside">{t('toolbox.result.kept')}</p>
        </section>
      ) : null}
      <div className="toolbox__tools">
        <Tool
          operation="convert-file"
          title={t('toolbox.convertFile.title')}
          text={t('toolbox.convertFile.text')}
          errors={errorsOf('convert-file')}
          upload={upload}
          formProps={formProps('convert-file')}
        >
          <Choice name="format" label={t('toolbox.convertFile.format')}>
            {convertFormats.map((format) => (
              <option key={format} value={format}>
                {t(`toolbox.format.${format}`)}
              </option>
            ))}
          </Choice>
        </Tool>
        <Tool
          operation="convert-pdf"
          title={t('toolbox.convertPdf.title')}
          text={t('toolbox.convertPdf.text')}
          errors={errorsOf('convert-pdf')}
          upload={upload}
          formProps={formProps('convert-pdf')}
        >
          <Choice name="paper" label={t('toolbox.convertPdf.paper')}>
            {paperFormats.map((paper) => (
              <option key={paper} value={paper}>
                {t(`toolbox.paper.${paper}`)}
              </option>
            ))}
          </Choice>
        </Tool>
        <Tool
          operation="optimize-image"
          title={t('toolbox.optimizeImage.title')}
          text={t('toolbox.optimizeImage.text')}
          errors={errorsOf('optimize-image')}
          upload={upload}
          formProps={formProps('optimize-image')}
        >
          <Choice name="maxEdge" label={t('toolbox.optimizeImage.maxEdge')} defaultValue="2400">
            {maxEdgeChoices.map((edge) => (
              <option key={edge} value={edge}>
                {t('toolbox.optimizeImage.pixels', { edge })}
              </option>
            ))}
          </Choice>
          <Choice name="quality" label={t('toolbox.optimizeImage.quality')} defaultValue="85">
            {qualityChoices.map((quality) => (
              <option key={quality} value={quality}>
                {quality} %
              </option>
            ))}
          </Choice>
        </Tool>
      </div>
    </div>
  )
}

function Tool({
  operation,
  title,
  text,
  errors,
  upload,
  formProps,
  children,
}: {
  operation: ToolboxOperation
  title: string
  text: string
  errors: string[]
  upload: Upload
  formProps: Record<string, unknown>
  children: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const fileId = `toolbox-${operation}-file`
  const busy = upload?.operation === operation
  return (
    <section className="toolbox__tool" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>{title}</h2>
      <p>{text}</p>
      <form {...formProps}>
        <input type="hidden" name="operation" value={operation} />
        <div className={`x-field${errors.length > 0 ? ' x-field--invalid' : ''}`}>
          <label htmlFor={fileId}>{t('toolbox.file', { mb: toolboxLimitMb })}</label>
          <input
            id={fileId}
            name="file"
            type="file"
            required
            accept={toolboxAcceptAttribute[operation]}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? fileErrorId(operation) : undefined}
          />
          {errors.length > 0 ? (
            <p id={fileErrorId(operation)} className="x-field__error" data-field-error="file">
              {errors
                .map((message) =>
                  i18n.exists(message) ? t(message, { mb: toolboxLimitMb }) : message,
                )
                .join(' ')}
            </p>
          ) : null}
        </div>
        {children}
        {busy ? (
          <progress className="toolbox__progress" max={100} value={upload.percent}>
            {upload.percent} %
          </progress>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('toolbox.uploading', { percent: upload.percent }) : t('toolbox.submit')}
        </button>
      </form>
    </section>
  )
}

function Choice({
  name,
  label,
  defaultValue,
  children,
}: {
  name: string
  label: string
  defaultValue?: string
  children: ReactNode
}) {
  const id = `toolbox-${name}`
  return (
    <div className="x-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {children}
      </select>
    </div>
  )
}
