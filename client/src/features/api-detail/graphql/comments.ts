import { graphql } from '../../../gql';

export const ReplyFieldsFragment = graphql(`
  fragment ReplyFields on Reply {
    id
    commentId
    content
    userId
    nickname
    createTime
    likeCount
    isLiked
    replyToUserId
    replyToNickname
  }
`);

export const CommentFieldsFragment = graphql(`
  fragment CommentFields on Comment {
    id
    apiId
    content
    userId
    nickname
    createTime
    likeCount
    isLiked
    repliesCount
    replies {
      ...ReplyFields
    }
  }
`);

export const ApiCommentsQuery = graphql(`
  query ApiComments($apiId: Int!, $page: Int!) {
    comments(apiId: $apiId, page: $page) {
      total
      page
      pageSize
      items {
        ...CommentFields
      }
    }
  }
`);

export const AddCommentMutation = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      ...CommentFields
    }
  }
`);

export const AddReplyMutation = graphql(`
  mutation AddReply($input: AddReplyInput!) {
    addReply(input: $input) {
      ...ReplyFields
    }
  }
`);

export const LikeResultFieldsFragment = graphql(`
  fragment LikeResultFields on LikeResult {
    targetId
    targetType
    isLiked
    likeCount
  }
`);

export const LikeMutation = graphql(`
  mutation LikeTarget($targetId: Int!, $targetType: Int!) {
    like(targetId: $targetId, targetType: $targetType) {
      ...LikeResultFields
    }
  }
`);

export const UnlikeMutation = graphql(`
  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {
    unlike(targetId: $targetId, targetType: $targetType) {
      ...LikeResultFields
    }
  }
`);

export const CommentAddedSubscription = graphql(`
  subscription CommentAdded($apiId: Int!) {
    commentAdded(apiId: $apiId) {
      apiId
      comment {
        ...CommentFields
      }
      reply {
        ...ReplyFields
      }
    }
  }
`);
