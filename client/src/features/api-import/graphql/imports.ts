import { graphql } from '../../../gql';

export const ApiImportFields = graphql(`
  fragment ApiImportFields on ApiImport {
    format
    title
    version
    sourceUrl
    operations {
      key
      name
      description
      method
      address
      needToken
      responseExample
      tags
      hasSchema
      warnings
      error
      action
      parameters {
        name
        type
        required
        description
        example
      }
      match {
        apiId
        name
        status
        diff {
          field
          before
          after
        }
      }
    }
    results {
      key
      action
      apiId
      revisionNumber
      error
    }
  }
`);

export const PreviewApiImportMutation = graphql(`
  mutation PreviewApiImport($source: ApiImportSourceInput!) {
    previewApiImport(source: $source) {
      ...ApiImportFields
    }
  }
`);

export const ImportApisMutation = graphql(`
  mutation ImportApis($source: ApiImportSourceInput!, $choices: [ApiImportChoice!]) {
    importApis(source: $source, choices: $choices) {
      ...ApiImportFields
    }
  }
`);

export const MyApisOpenApiQuery = graphql(`
  query MyApisOpenApi($format: String) {
    myApisOpenApi(format: $format)
  }
`);
