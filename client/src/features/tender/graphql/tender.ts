import { graphql } from '../../../gql';

export const TenderItemFragment = graphql(`
  fragment TenderItem on TenderRequest {
    id
    title
    description
    categoryId
    categoryName
    exampleUse
    status
    responseNote
    fulfilledApi {
      id
      name
    }
    votes
    votedByMe
    createdAt
    updatedAt
  }
`);

export const AdminTenderItemFragment = graphql(`
  fragment AdminTenderItem on AdminTenderRequest {
    id
    title
    description
    categoryId
    categoryName
    exampleUse
    status
    responseNote
    fulfilledApi {
      id
      name
    }
    votes
    votedByMe
    createdAt
    updatedAt
    contact
    requesterAccount
  }
`);

export const TenderRequestsQuery = graphql(`
  query TenderRequests($status: String, $keyword: String, $sort: String, $page: Int!, $pageSize: Int!) {
    tenderRequests(status: $status, keyword: $keyword, sort: $sort, page: $page, pageSize: $pageSize) {
      total
      items {
        ...TenderItem
      }
    }
  }
`);

export const AdminTenderRequestsQuery = graphql(`
  query AdminTenderRequests($status: String, $keyword: String, $page: Int!, $pageSize: Int!) {
    adminTenderRequests(status: $status, keyword: $keyword, page: $page, pageSize: $pageSize) {
      total
      items {
        ...AdminTenderItem
      }
    }
  }
`);

export const TenderCategoriesQuery = graphql(`
  query TenderCategories {
    categories {
      id
      name
      nameEn
    }
  }
`);

export const SubmitTenderRequestMutation = graphql(`
  mutation SubmitTenderRequest($input: SubmitTenderRequestInput!) {
    submitTenderRequest(input: $input) {
      ...TenderItem
    }
  }
`);

export const VoteTenderRequestMutation = graphql(`
  mutation VoteTenderRequest($id: Int!) {
    voteTenderRequest(id: $id) {
      id
      votes
      votedByMe
    }
  }
`);

export const UpdateTenderRequestMutation = graphql(`
  mutation UpdateTenderRequest($id: Int!, $input: UpdateTenderRequestInput!) {
    updateTenderRequest(id: $id, input: $input) {
      ...AdminTenderItem
    }
  }
`);

export const TenderApiSearchQuery = graphql(`
  query TenderApiSearch($name: String) {
    adminApis(name: $name, page: 1, pageSize: 8) {
      items {
        id
        name
        status
      }
    }
  }
`);
