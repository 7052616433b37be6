import { graphql } from '../../../gql';

export const AdminApisQuery = graphql(`
  query AdminApis($tenantId: Int!, $name: String, $type: Int, $status: Int, $page: Int!, $pageSize: Int!) {
    adminApis(
      tenantId: $tenantId
      name: $name
      type: $type
      status: $status
      page: $page
      pageSize: $pageSize
    ) {
      total
      items {
        id
        name
        nameEn
        description
        descriptionEn
        status
        address
        requestMethod
        provider
        visibility
        tenantId
        categoryId
        categoryName
        categoryNameEn
        updatedAt
      }
    }
  }
`);

export const AdminFiltersQuery = graphql(`
  query AdminFilters {
    workspaces {
      id
      name
    }
    categories {
      id
      name
      nameEn
    }
  }
`);

export const ApiStatusHistoryQuery = graphql(`
  query AdminApiStatusHistory($apiId: Int!) {
    apiStatusHistory(apiId: $apiId) {
      fromStatus
      toStatus
      reason
      actorAccount
      createdAt
    }
  }
`);

export const ApiReleaseQuery = graphql(`
  query AdminApiRelease($apiId: Int!) {
    apiRelease(apiId: $apiId) {
      deployType
      share
      hasPreviousVersion
      rolledBack
      promoteAfterCalls
      healthyGrayCalls
    }
  }
`);

export const ApiFormChoicesQuery = graphql(`
  query AdminApiFormChoices {
    tags {
      id
      name
    }
    categories {
      id
      name
      nameEn
    }
  }
`);

export const AddApiMutation = graphql(`
  mutation AdminAddApi($input: NewApiInput!) {
    addApi(input: $input)
  }
`);
