/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Me {\n    me {\n      id\n      account\n      username\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    replyToUserId\n    replyToNickname\n  }\n": typeof types.ReplyFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    apiId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    repliesCount\n    replies {\n      ...ReplyFields\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  query ApiComments($apiId: Int!, $page: Int!) {\n    comments(apiId: $apiId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": typeof types.ApiCommentsDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation AddReply($input: AddReplyInput!) {\n    addReply(input: $input) {\n      ...ReplyFields\n    }\n  }\n": typeof types.AddReplyDocument,
    "\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n": typeof types.LikeTargetDocument,
    "\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n": typeof types.UnlikeTargetDocument,
    "\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n": typeof types.CommentAddedDocument,
    "\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      address\n      author {\n        id\n        name\n        nameEn\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n": typeof types.ApiDetailDocument,
    "\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n": typeof types.ApiCallCountDocument,
    "\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!) {\n    apiCallHistory(apiId: $apiId, limit: $limit) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n    }\n  }\n": typeof types.ApiCallHistoryDocument,
    "\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    category {\n      id\n      name\n      nameEn\n    }\n  }\n": typeof types.ApiCardFieldsFragmentDoc,
    "\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": typeof types.PopularApisDocument,
    "\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": typeof types.SearchApisDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        apiCount\n        rating\n        activity\n        responseRate\n        isOnline\n      }\n    }\n  }\n": typeof types.CreatorsDocument,
    "\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n": typeof types.VersionLogsDocument,
    "\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n": typeof types.CurrentNoticeDocument,
    "\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      id\n      type\n      title\n      titleEn\n      content\n      contentEn\n      author\n      publishedAt\n    }\n  }\n": typeof types.AnnouncementDocument,
    "\n  mutation RecordVisit($input: DeviceInfoReportInput!) {\n    recordVisit(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordVisitDocument,
    "\n  query PublicBaseUrl {\n    publicBaseUrl\n  }\n": typeof types.PublicBaseUrlDocument,
    "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n": typeof types.SystemMetricsDocument,
    "\n  query PlatformStatistics {\n    apiStatistics {\n      apis\n      developers\n      totalCalls\n      successCalls\n      availability\n    }\n  }\n": typeof types.PlatformStatisticsDocument,
    "\n  query MetricsHistory($period: MetricsPeriod!) {\n    systemMetricsHistory(period: $period) {\n      period\n      bucketSeconds\n      points {\n        timestamp\n        cpuUsage\n        memoryUsage\n        uploadSpeed\n        downloadSpeed\n      }\n    }\n  }\n": typeof types.MetricsHistoryDocument,
    "\n  fragment ActivityEntry on ActivityEvent {\n    id\n    kind\n    title\n    titleEn\n    actor\n    apiId\n    createdAt\n  }\n": typeof types.ActivityEntryFragmentDoc,
    "\n  query ActivityLog($limit: Int!) {\n    activityLog(limit: $limit) {\n      ...ActivityEntry\n    }\n  }\n": typeof types.ActivityLogDocument,
    "\n  subscription ActivityAdded {\n    activityLog {\n      ...ActivityEntry\n    }\n  }\n": typeof types.ActivityAddedDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query Me {\n    me {\n      id\n      account\n      username\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    replyToUserId\n    replyToNickname\n  }\n": types.ReplyFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    apiId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    repliesCount\n    replies {\n      ...ReplyFields\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  query ApiComments($apiId: Int!, $page: Int!) {\n    comments(apiId: $apiId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": types.ApiCommentsDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation AddReply($input: AddReplyInput!) {\n    addReply(input: $input) {\n      ...ReplyFields\n    }\n  }\n": types.AddReplyDocument,
    "\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n": types.LikeTargetDocument,
    "\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n": types.UnlikeTargetDocument,
    "\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n": types.CommentAddedDocument,
    "\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      address\n      author {\n        id\n        name\n        nameEn\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n": types.ApiDetailDocument,
    "\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n": types.ApiCallCountDocument,
    "\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!) {\n    apiCallHistory(apiId: $apiId, limit: $limit) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n    }\n  }\n": types.ApiCallHistoryDocument,
    "\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    category {\n      id\n      name\n      nameEn\n    }\n  }\n": types.ApiCardFieldsFragmentDoc,
    "\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": types.PopularApisDocument,
    "\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": types.SearchApisDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": types.CategoriesDocument,
    "\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        apiCount\n        rating\n        activity\n        responseRate\n        isOnline\n      }\n    }\n  }\n": types.CreatorsDocument,
    "\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n": types.VersionLogsDocument,
    "\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n": types.CurrentNoticeDocument,
    "\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      id\n      type\n      title\n      titleEn\n      content\n      contentEn\n      author\n      publishedAt\n    }\n  }\n": types.AnnouncementDocument,
    "\n  mutation RecordVisit($input: DeviceInfoReportInput!) {\n    recordVisit(input: $input) {\n      id\n    }\n  }\n": types.RecordVisitDocument,
    "\n  query PublicBaseUrl {\n    publicBaseUrl\n  }\n": types.PublicBaseUrlDocument,
    "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n": types.SystemMetricsDocument,
    "\n  query PlatformStatistics {\n    apiStatistics {\n      apis\n      developers\n      totalCalls\n      successCalls\n      availability\n    }\n  }\n": types.PlatformStatisticsDocument,
    "\n  query MetricsHistory($period: MetricsPeriod!) {\n    systemMetricsHistory(period: $period) {\n      period\n      bucketSeconds\n      points {\n        timestamp\n        cpuUsage\n        memoryUsage\n        uploadSpeed\n        downloadSpeed\n      }\n    }\n  }\n": types.MetricsHistoryDocument,
    "\n  fragment ActivityEntry on ActivityEvent {\n    id\n    kind\n    title\n    titleEn\n    actor\n    apiId\n    createdAt\n  }\n": types.ActivityEntryFragmentDoc,
    "\n  query ActivityLog($limit: Int!) {\n    activityLog(limit: $limit) {\n      ...ActivityEntry\n    }\n  }\n": types.ActivityLogDocument,
    "\n  subscription ActivityAdded {\n    activityLog {\n      ...ActivityEntry\n    }\n  }\n": types.ActivityAddedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      account\n      username\n      role\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      account\n      username\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    replyToUserId\n    replyToNickname\n  }\n"): (typeof documents)["\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    replyToUserId\n    replyToNickname\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    apiId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    repliesCount\n    replies {\n      ...ReplyFields\n    }\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    apiId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    repliesCount\n    replies {\n      ...ReplyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiComments($apiId: Int!, $page: Int!) {\n    comments(apiId: $apiId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiComments($apiId: Int!, $page: Int!) {\n    comments(apiId: $apiId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReply($input: AddReplyInput!) {\n    addReply(input: $input) {\n      ...ReplyFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddReply($input: AddReplyInput!) {\n    addReply(input: $input) {\n      ...ReplyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      targetId\n      targetType\n      isLiked\n      likeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      address\n      author {\n        id\n        name\n        nameEn\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      address\n      author {\n        id\n        name\n        nameEn\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n"): (typeof documents)["\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!) {\n    apiCallHistory(apiId: $apiId, limit: $limit) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!) {\n    apiCallHistory(apiId: $apiId, limit: $limit) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    category {\n      id\n      name\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    category {\n      id\n      name\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PopularApis($limit: Int!) {\n    apis(offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        apiCount\n        rating\n        activity\n        responseRate\n        isOnline\n      }\n    }\n  }\n"): (typeof documents)["\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        apiCount\n        rating\n        activity\n        responseRate\n        isOnline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      id\n      type\n      title\n      titleEn\n      content\n      contentEn\n      author\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      id\n      type\n      title\n      titleEn\n      content\n      contentEn\n      author\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordVisit($input: DeviceInfoReportInput!) {\n    recordVisit(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordVisit($input: DeviceInfoReportInput!) {\n    recordVisit(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicBaseUrl {\n    publicBaseUrl\n  }\n"): (typeof documents)["\n  query PublicBaseUrl {\n    publicBaseUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n"): (typeof documents)["\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformStatistics {\n    apiStatistics {\n      apis\n      developers\n      totalCalls\n      successCalls\n      availability\n    }\n  }\n"): (typeof documents)["\n  query PlatformStatistics {\n    apiStatistics {\n      apis\n      developers\n      totalCalls\n      successCalls\n      availability\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsHistory($period: MetricsPeriod!) {\n    systemMetricsHistory(period: $period) {\n      period\n      bucketSeconds\n      points {\n        timestamp\n        cpuUsage\n        memoryUsage\n        uploadSpeed\n        downloadSpeed\n      }\n    }\n  }\n"): (typeof documents)["\n  query MetricsHistory($period: MetricsPeriod!) {\n    systemMetricsHistory(period: $period) {\n      period\n      bucketSeconds\n      points {\n        timestamp\n        cpuUsage\n        memoryUsage\n        uploadSpeed\n        downloadSpeed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityEntry on ActivityEvent {\n    id\n    kind\n    title\n    titleEn\n    actor\n    apiId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ActivityEntry on ActivityEvent {\n    id\n    kind\n    title\n    titleEn\n    actor\n    apiId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLog($limit: Int!) {\n    activityLog(limit: $limit) {\n      ...ActivityEntry\n    }\n  }\n"): (typeof documents)["\n  query ActivityLog($limit: Int!) {\n    activityLog(limit: $limit) {\n      ...ActivityEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ActivityAdded {\n    activityLog {\n      ...ActivityEntry\n    }\n  }\n"): (typeof documents)["\n  subscription ActivityAdded {\n    activityLog {\n      ...ActivityEntry\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;