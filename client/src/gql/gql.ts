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
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      deviceToken\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query Me {\n    me {\n      id\n      account\n      username\n      role\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout($everywhere: Boolean! = false) {\n    logout(everywhere: $everywhere)\n  }\n": typeof types.LogoutDocument,
    "\n  query AdminInterfaceAlerts($limit: Int!, $offset: Int!) {\n    interfaceAlerts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n        acknowledgedAt\n        acknowledgedBy\n      }\n    }\n  }\n": typeof types.AdminInterfaceAlertsDocument,
    "\n  mutation AcknowledgeAlert($id: Int!) {\n    acknowledgeAlert(id: $id) {\n      id\n      acknowledgedAt\n      acknowledgedBy\n    }\n  }\n": typeof types.AcknowledgeAlertDocument,
    "\n  subscription InterfaceAlertRaised {\n    interfaceAlertRaised {\n      apiId\n      kind\n    }\n  }\n": typeof types.InterfaceAlertRaisedDocument,
    "\n  query AdminApis($tenantId: Int!, $name: String, $type: Int, $status: Int, $page: Int!, $pageSize: Int!) {\n    adminApis(\n      tenantId: $tenantId\n      name: $name\n      type: $type\n      status: $status\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        status\n        address\n        requestMethod\n        provider\n        visibility\n        tenantId\n        categoryId\n        categoryName\n        categoryNameEn\n        updatedAt\n      }\n    }\n  }\n": typeof types.AdminApisDocument,
    "\n  query AdminFilters {\n    workspaces {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": typeof types.AdminFiltersDocument,
    "\n  query AdminApiStatusHistory($apiId: Int!) {\n    apiStatusHistory(apiId: $apiId) {\n      fromStatus\n      toStatus\n      reason\n      actorAccount\n      createdAt\n    }\n  }\n": typeof types.AdminApiStatusHistoryDocument,
    "\n  query AdminApiRelease($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n  }\n": typeof types.AdminApiReleaseDocument,
    "\n  query AdminApiFormChoices {\n    tags {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": typeof types.AdminApiFormChoicesDocument,
    "\n  mutation AdminAddApi($input: NewApiInput!) {\n    addApi(input: $input)\n  }\n": typeof types.AdminAddApiDocument,
    "\n  query AdminArticleList($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        category\n        categoryEn\n        publishedDate\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n": typeof types.AdminArticleListDocument,
    "\n  fragment AdminArticleFields on AdminArticle {\n    id\n    title\n    titleEn\n    category\n    categoryEn\n    content\n    contentEn\n    authorName\n    isOriginal\n  }\n": typeof types.AdminArticleFieldsFragmentDoc,
    "\n  query AdminArticle($id: Int!) {\n    adminArticle(id: $id) {\n      ...AdminArticleFields\n      publishedDate\n      views\n    }\n  }\n": typeof types.AdminArticleDocument,
    "\n  mutation SaveArticleVersion($id: Int, $language: String!, $input: ArticleVersionInput!) {\n    saveArticleVersion(id: $id, language: $language, input: $input) {\n      ...AdminArticleFields\n    }\n  }\n": typeof types.SaveArticleVersionDocument,
    "\n  mutation RemoveArticleEnglish($id: Int!) {\n    removeArticleEnglish(id: $id) {\n      id\n      titleEn\n      contentEn\n    }\n  }\n": typeof types.RemoveArticleEnglishDocument,
    "\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n": typeof types.DeleteArticleDocument,
    "\n  query AdminBlogPosts($offset: Int!, $limit: Int!) {\n    adminBlogPosts(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        status\n        tags\n        authorName\n        views\n        publishedAt\n        updatedAt\n        hasEnglishVersion\n      }\n    }\n  }\n": typeof types.AdminBlogPostsDocument,
    "\n  query AdminBlogPost($id: Int!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      titleEn\n      summary\n      summaryEn\n      content\n      contentEn\n      tags\n      cover\n      authorName\n      status\n    }\n  }\n": typeof types.AdminBlogPostDocument,
    "\n  mutation UploadBlogCover($data: String!) {\n    uploadBlogCover(data: $data)\n  }\n": typeof types.UploadBlogCoverDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: Int!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateBlogPostDocument,
    "\n  mutation DeleteBlogPost($id: Int!) {\n    deleteBlogPost(id: $id)\n  }\n": typeof types.DeleteBlogPostDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      id\n      slug\n      name\n      nameEn\n      sortOrder\n      apiCount\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      nameEn\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      sortOrder\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  fragment FeedbackItem on Feedback {\n    id\n    kind\n    summary\n    description\n    severity\n    urgency\n    problemType\n    problemTypeEn\n    apiId\n    apiName\n    status\n    resolution\n    resolvedAt\n    createdAt\n    assignee\n    contact\n    note\n    workspaceName\n  }\n": typeof types.FeedbackItemFragmentDoc,
    "\n  query FeedbackInbox($kind: String, $status: String, $page: Int!, $pageSize: Int!) {\n    feedbackList(kind: $kind, status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": typeof types.FeedbackInboxDocument,
    "\n  query AssignedReports($status: String, $page: Int!, $pageSize: Int!) {\n    assignedReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": typeof types.AssignedReportsDocument,
    "\n  query MyBugReports($status: String, $page: Int!, $pageSize: Int!) {\n    myBugReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": typeof types.MyBugReportsDocument,
    "\n  query MyFeedback($status: String, $page: Int!, $pageSize: Int!) {\n    myFeedback(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": typeof types.MyFeedbackDocument,
    "\n  mutation SetFeedbackStatus($id: Int!, $status: String!, $resolution: String) {\n    setFeedbackStatus(id: $id, status: $status, resolution: $resolution) {\n      ...FeedbackItem\n    }\n  }\n": typeof types.SetFeedbackStatusDocument,
    "\n  query ReportOptions {\n    baseParams {\n      admins {\n        account\n        username\n      }\n      problemTypes {\n        id\n        name\n      }\n    }\n    workspaces {\n      id\n      name\n    }\n  }\n": typeof types.ReportOptionsDocument,
    "\n  mutation SubmitProblemReport($input: ProblemReportInput!) {\n    submitProblemReport(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitProblemReportDocument,
    "\n  query AdminAccessLogs($ip: String, $from: DateTimeISO, $to: DateTimeISO, $page: Int!, $pageSize: Int!) {\n    accessLogs(ipAddress: $ip, startTime: $from, endTime: $to, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        browser\n        os\n        device\n      }\n    }\n  }\n": typeof types.AdminAccessLogsDocument,
    "\n  query AdminPolicies {\n    policies {\n      alarm {\n        policyId\n        policy\n        threshold\n        unit\n      }\n      shutdown {\n        policyId\n        policy\n        threshold\n        unit\n      }\n    }\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n": typeof types.AdminPoliciesDocument,
    "\n  mutation CreatePolicy($input: PolicyInput!) {\n    createPolicy(input: $input) {\n      policyId\n    }\n  }\n": typeof types.CreatePolicyDocument,
    "\n  mutation SetPolicyThreshold($kind: PolicyKind!, $id: Int!, $threshold: Int!) {\n    setPolicyThreshold(kind: $kind, id: $id, threshold: $threshold) {\n      policyId\n      threshold\n    }\n  }\n": typeof types.SetPolicyThresholdDocument,
    "\n  mutation DeletePolicy($kind: PolicyKind!, $id: Int!) {\n    deletePolicy(kind: $kind, id: $id)\n  }\n": typeof types.DeletePolicyDocument,
    "\n  query ReviewDesk {\n    pendingReviews {\n      reviewId\n      apiId\n      name\n      description\n      submittedAt\n      creatorName\n      isPrototype\n      version\n      revision {\n        number\n        changedFields\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n      }\n    }\n  }\n": typeof types.ReviewDeskDocument,
    "\n  query AdminAuditList {\n    auditList {\n      apiId\n      name\n      note\n      status\n      createdAt\n      reviewedAt\n      comment\n    }\n  }\n": typeof types.AdminAuditListDocument,
    "\n  query ReviewMode {\n    reviewMode {\n      currentMode\n      modes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ReviewModeDocument,
    "\n  mutation ChangeReviewMode($modeId: Int!) {\n    changeReviewMode(modeId: $modeId)\n  }\n": typeof types.ChangeReviewModeDocument,
    "\n  mutation PassApi($apiId: Int!, $version: String) {\n    passApi(apiId: $apiId, version: $version)\n  }\n": typeof types.PassApiDocument,
    "\n  mutation RejectApi($apiId: Int!, $comment: String, $version: String) {\n    rejectApi(apiId: $apiId, comment: $comment, version: $version)\n  }\n": typeof types.RejectApiDocument,
    "\n  mutation ReviewApis($input: ReviewDecisionInput!) {\n    reviewApis(input: $input)\n  }\n": typeof types.ReviewApisDocument,
    "\n  query ApiPublishConfig($apiId: Int!) {\n    apiPublishConfig(apiId: $apiId) {\n      apiId\n      deployType\n      threshold\n      delayThreshold\n      alertThreshold\n      offThreshold\n      attackProtection\n      tokenRule\n      tokenRuleLabel\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.ApiPublishConfigDocument,
    "\n  mutation PublishApi($input: PublishApiInput!) {\n    publishApi(input: $input)\n  }\n": typeof types.PublishApiDocument,
    "\n  query PlatformDefaults {\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n": typeof types.PlatformDefaultsDocument,
    "\n  query Roles {\n    roles {\n      role\n      accounts\n      total\n      grants {\n        method\n        path\n        summary\n        tag\n      }\n      graphqlGrants {\n        kind\n        name\n        description\n        descriptionZh\n      }\n    }\n  }\n": typeof types.RolesDocument,
    "\n  query SecurityPosture {\n    securityPosture {\n      upstreamAllowList\n      upstreamPorts\n      upstreamTimeoutMs\n      upstreamMaxBytes\n      tokenTtlSeconds\n      loginMaxAttempts\n      loginWindowSeconds\n      registrationsPerHour\n      rateLimits {\n        key\n        points\n        seconds\n      }\n      graphqlMaxCost\n      graphqlMaxDepth\n      graphqlMaxAliases\n      sharedCounters\n      refusals {\n        method\n        route\n        status\n        count\n      }\n      refusedOpenCalls\n      since\n    }\n  }\n": typeof types.SecurityPostureDocument,
    "\n  query AdminUsers(\n    $account: String\n    $username: String\n    $status: Int\n    $role: Int\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    users(\n      account: $account\n      username: $username\n      status: $status\n      role: $role\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        account\n        username\n        status\n        role\n        creatorId\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query UserStatusEvents($limit: Int!) {\n    userStatusEvents(limit: $limit) {\n      id\n      account\n      actorAccount\n      fromStatus\n      toStatus\n      reason\n      createdAt\n    }\n  }\n": typeof types.UserStatusEventsDocument,
    "\n  mutation SetUserStatus($id: Int!, $status: Int!, $reason: String) {\n    setUserStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.SetUserStatusDocument,
    "\n  query ApiChangeHistory($apiId: Int!) {\n    apiChangeHistory(apiId: $apiId) {\n      number\n      releasedAt\n      deployType\n      grayShare\n      state\n      initial\n      addressChanged\n      method {\n        before\n        after\n      }\n      responseFormat {\n        before\n        after\n      }\n      responseExample {\n        before\n        after\n      }\n      params {\n        change\n        name\n        fields\n        before {\n          type\n          required\n          note\n          example\n          location\n        }\n        after {\n          type\n          required\n          note\n          example\n          location\n        }\n      }\n      paramCount\n    }\n  }\n": typeof types.ApiChangeHistoryDocument,
    "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    replyToUserId\n    replyToNickname\n  }\n": typeof types.ReplyFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    apiId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    repliesCount\n    replies {\n      ...ReplyFields\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  query ApiComments($apiId: Int!, $page: Int!) {\n    comments(apiId: $apiId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": typeof types.ApiCommentsDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation AddReply($input: AddReplyInput!) {\n    addReply(input: $input) {\n      ...ReplyFields\n    }\n  }\n": typeof types.AddReplyDocument,
    "\n  fragment LikeResultFields on LikeResult {\n    targetId\n    targetType\n    isLiked\n    likeCount\n  }\n": typeof types.LikeResultFieldsFragmentDoc,
    "\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n": typeof types.LikeTargetDocument,
    "\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n": typeof types.UnlikeTargetDocument,
    "\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n": typeof types.CommentAddedDocument,
    "\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      stars\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      isPrototype\n      address\n      author {\n        id\n        name\n        nameEn\n        icon\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n": typeof types.ApiDetailDocument,
    "\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n": typeof types.ApiCallCountDocument,
    "\n  subscription ApiChanged($id: Int!) {\n    apiChanged(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.ApiChangedDocument,
    "\n  subscription CallRecorded($apiId: Int!, $receipt: String!) {\n    callRecorded(apiId: $apiId, receipt: $receipt) {\n      apiId\n      receipt\n    }\n  }\n": typeof types.CallRecordedDocument,
    "\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!, $version: String) {\n    apiCallHistory(apiId: $apiId, limit: $limit, version: $version) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n      mockCalls {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period, version: $version) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n      versions {\n        version\n        calls\n        failed\n        errorShare\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n": typeof types.ApiCallHistoryDocument,
    "\n  mutation MockCall($apiId: Int!, $method: MockMethod!, $params: JSONObject, $receipt: String) {\n    mockCall(apiId: $apiId, method: $method, params: $params, receipt: $receipt) {\n      mock\n      source\n      status\n      contentType\n      body\n    }\n  }\n": typeof types.MockCallDocument,
    "\n  fragment ApiImportFields on ApiImport {\n    format\n    title\n    version\n    sourceUrl\n    operations {\n      key\n      name\n      description\n      method\n      address\n      needToken\n      responseExample\n      tags\n      hasSchema\n      warnings\n      error\n      action\n      parameters {\n        name\n        type\n        required\n        description\n        example\n      }\n      match {\n        apiId\n        name\n        status\n        diff {\n          field\n          before\n          after\n        }\n      }\n    }\n    results {\n      key\n      action\n      apiId\n      revisionNumber\n      error\n    }\n  }\n": typeof types.ApiImportFieldsFragmentDoc,
    "\n  mutation PreviewApiImport($source: ApiImportSourceInput!) {\n    previewApiImport(source: $source) {\n      ...ApiImportFields\n    }\n  }\n": typeof types.PreviewApiImportDocument,
    "\n  mutation ImportApis($source: ApiImportSourceInput!, $choices: [ApiImportChoice!]) {\n    importApis(source: $source, choices: $choices) {\n      ...ApiImportFields\n    }\n  }\n": typeof types.ImportApisDocument,
    "\n  query MyApisOpenApi($format: String) {\n    myApisOpenApi(format: $format)\n  }\n": typeof types.MyApisOpenApiDocument,
    "\n  query Articles($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        category\n        categoryEn\n        title\n        titleEn\n        isOriginal\n        publishedDate\n        authorName\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n": typeof types.ArticlesDocument,
    "\n  query Article($id: Int!, $language: String!) {\n    article(id: $id, language: $language) {\n      id\n      language\n      category\n      title\n      isOriginal\n      publishedDate\n      authorName\n      views\n      hasEnglishVersion\n      content\n    }\n  }\n": typeof types.ArticleDocument,
    "\n  mutation JoinAssistantWaitlist($input: JoinWaitlistInput!) {\n    joinAssistantWaitlist(input: $input) {\n      joinedAt\n    }\n  }\n": typeof types.JoinAssistantWaitlistDocument,
    "\n  query AssistantAnswer($question: String!) {\n    assistantAnswer(question: $question) {\n      question\n      picks {\n        apiId\n        name\n        nameEn\n        description\n        descriptionEn\n        categoryName\n        categoryNameEn\n        requestMethod\n        needToken\n        status\n        score\n        reasons {\n          word\n          field\n          via\n          from\n        }\n        params {\n          name\n          example\n          suggested\n          suggestedFrom\n        }\n      }\n    }\n  }\n": typeof types.AssistantAnswerDocument,
    "\n  query BlogPosts($offset: Int!, $limit: Int!, $tag: String) {\n    blogPosts(offset: $offset, limit: $limit, tag: $tag) {\n      total\n      items {\n        id\n        title\n        titleEn\n        summary\n        summaryEn\n        tags\n        cover\n        authorName\n        views\n        publishedAt\n        readingMinutes\n        hasEnglishVersion\n      }\n    }\n    blogTags {\n      tag\n      count\n    }\n  }\n": typeof types.BlogPostsDocument,
    "\n  query BlogPost($id: Int!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleEn\n      tags\n      cover\n      authorName\n      views\n      publishedAt\n      readingMinutes\n      content\n      contentEn\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    isPrototype\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    hot\n    category {\n      id\n      name\n      nameEn\n      slug\n    }\n    weekly {\n      calls\n      medianMs\n      successRate\n    }\n  }\n": typeof types.ApiCardFieldsFragmentDoc,
    "\n  query PopularApis($limit: Int!) {\n    market(sort: POPULAR, offset: 0, limit: $limit) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": typeof types.PopularApisDocument,
    "\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": typeof types.SearchApisDocument,
    "\n  query MyStarredApiIds {\n    myStarredApiIds\n  }\n": typeof types.MyStarredApiIdsDocument,
    "\n  mutation SetApiStar($apiId: Int!, $starred: Boolean!) {\n    setApiStar(apiId: $apiId, starred: $starred) {\n      id\n      stars\n      starredByMe\n    }\n  }\n": typeof types.SetApiStarDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n  }\n": typeof types.CategoriesDocument,
    "\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        official\n        vip\n        apiCount\n        starsReceived\n        responseRate\n        isOnline\n      }\n    }\n  }\n": typeof types.CreatorsDocument,
    "\n  query CheckRole($role: Role!) {\n    checkRole(role: $role)\n  }\n": typeof types.CheckRoleDocument,
    "\n  fragment AnnouncementHeadFields on Announcement {\n    id\n    type\n    title\n    titleEn\n    summary\n    summaryEn\n    author\n    publishedAt\n  }\n": typeof types.AnnouncementHeadFieldsFragmentDoc,
    "\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n      content\n      contentEn\n    }\n  }\n": typeof types.AnnouncementDocument,
    "\n  query AnnouncementSummary($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n    }\n  }\n": typeof types.AnnouncementSummaryDocument,
    "\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n": typeof types.CurrentNoticeDocument,
    "\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n": typeof types.VersionLogsDocument,
    "\n  query CreatorProfile($id: Int!, $timeZone: String!) {\n    creator(id: $id) {\n      id\n      name\n      nameEn\n      title\n      titleEn\n      bio\n      bioEn\n      icon\n      official\n      vip\n      isOnline\n      joinedAt\n      apiCount\n      followers\n      following\n      followedByMe\n      starsReceived\n      responseRate\n      activityCalendar(timeZone: $timeZone) {\n        from\n        to\n        total\n        days {\n          day\n          count\n          level\n          created\n          published\n          updated\n          answered\n        }\n      }\n    }\n  }\n": typeof types.CreatorProfileDocument,
    "\n  query MyCreatorId {\n    me {\n      id\n      creatorId\n    }\n  }\n": typeof types.MyCreatorIdDocument,
    "\n  mutation FollowCreator($creatorId: Int!, $following: Boolean!) {\n    followCreator(creatorId: $creatorId, following: $following) {\n      id\n      followers\n      followedByMe\n    }\n  }\n": typeof types.FollowCreatorDocument,
    "\n  query CreatorWorks($creatorId: Int!, $keywords: String!, $offset: Int!, $limit: Int!) {\n    market(creatorId: $creatorId, keywords: $keywords, sort: NEWEST, offset: $offset, limit: $limit) {\n      total\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": typeof types.CreatorWorksDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    apiId\n    kind\n    message\n    read\n    createdAt\n  }\n": typeof types.NotificationItemFragmentDoc,
    "\n  query Notifications {\n    notifications {\n      unread\n      items {\n        ...NotificationItem\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment ApiKeyItem on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    revokedReason\n  }\n": typeof types.ApiKeyItemFragmentDoc,
    "\n  query MyApiKeys {\n    myApiKeys {\n      ...ApiKeyItem\n    }\n  }\n": typeof types.MyApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyItem\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      revokedReason\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query ApiAnalytics($apiId: Int!, $period: StatsPeriod!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n      status\n      pendingReview\n      awaitingRelease\n      requestMethod\n      address\n      calls\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        successCalls\n        avgMs\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          failed\n          avgMs\n          p95Ms\n        }\n      }\n    }\n    apiTopCallers(apiId: $apiId, period: $period) {\n      requestIp\n      calls\n      failed\n      lastCallAt\n    }\n  }\n": typeof types.ApiAnalyticsDocument,
    "\n  query ApiReleaseState($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n    interfaceAlerts(apiId: $apiId, limit: 10) {\n      total\n      items {\n        id\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n      }\n    }\n  }\n": typeof types.ApiReleaseStateDocument,
    "\n  query DeveloperCentre {\n    myApis {\n      ...MyApiRow\n    }\n    notifications(unreadOnly: true) {\n      unread\n    }\n    myApiKeys {\n      id\n      revokedAt\n    }\n  }\n": typeof types.DeveloperCentreDocument,
    "\n  fragment MyApiRow on MyApi {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    requestMethod\n    address\n    testUrl\n    status\n    pendingReview\n    awaitingRelease\n    updatedAt\n    calls\n    pendingRevision {\n      id\n      number\n      status\n      changedFields\n      breaking\n    }\n  }\n": typeof types.MyApiRowFragmentDoc,
    "\n  query MyApis {\n    myApis {\n      ...MyApiRow\n    }\n  }\n": typeof types.MyApisDocument,
    "\n  query MyApi($id: Int!) {\n    myApi(id: $id) {\n      id\n      name\n      description\n      requestMethod\n      address\n      testUrl\n      status\n      pendingReview\n      updatedAt\n      calls\n      responseFormat\n      note\n      needToken\n      isPrototype\n      responseExample\n      responseSchema\n      categoryId\n      tagIds\n      iconKey\n      parameters {\n        name\n        description\n        type\n        required\n        example\n        location\n      }\n      pendingRevision {\n        id\n        number\n        status\n        address\n        requestMethod\n        responseFormat\n        responseExample\n        responseSchema\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n        parameters {\n          name\n          note\n          type\n          required\n          example\n          location\n        }\n      }\n    }\n  }\n": typeof types.MyApiDocument,
    "\n  query ApiFormChoices {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    tags {\n      id\n      name\n    }\n  }\n": typeof types.ApiFormChoicesDocument,
    "\n  mutation CreateApi($input: ApiFormInput!) {\n    createApi(input: $input) {\n      ...MyApiRow\n    }\n  }\n": typeof types.CreateApiDocument,
    "\n  mutation UpdateApi($id: Int!, $input: ApiFormInput!) {\n    updateApi(id: $id, input: $input) {\n      ...MyApiRow\n    }\n  }\n": typeof types.UpdateApiDocument,
    "\n  fragment StatusChange on ApiStatusChange {\n    published\n    api {\n      ...MyApiRow\n    }\n  }\n": typeof types.StatusChangeFragmentDoc,
    "\n  mutation SetApiStatus($id: Int!, $status: Int!) {\n    setApiStatus(id: $id, status: $status) {\n      ...StatusChange\n    }\n  }\n": typeof types.SetApiStatusDocument,
    "\n  mutation ResubmitApi($id: Int!) {\n    resubmitApi(id: $id) {\n      ...StatusChange\n    }\n  }\n": typeof types.ResubmitApiDocument,
    "\n  query ApiRejectReason($id: Int!) {\n    apiRejectReason(id: $id)\n  }\n": typeof types.ApiRejectReasonDocument,
    "\n  query PublishConfig($apiId: Int!) {\n    publishConfig(apiId: $apiId) {\n      deployType\n      grayScale\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n    myApi(id: $apiId) {\n      id\n      awaitingRelease\n      pendingRevision {\n        number\n        status\n      }\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n  }\n": typeof types.PublishConfigDocument,
    "\n  mutation SubmitPublishConfig($input: PublishConfigInput!) {\n    submitPublishConfig(input: $input)\n  }\n": typeof types.SubmitPublishConfigDocument,
    "\n  query AuditList {\n    myApis {\n      id\n      status\n      pendingReview\n    }\n    auditList {\n      apiId\n      name\n      note\n      status\n      comment\n      createdAt\n      reviewedAt\n    }\n  }\n": typeof types.AuditListDocument,
    "\n  mutation RecordVisit($input: DeviceInfoReportInput!) {\n    recordVisit(input: $input) {\n      id\n    }\n  }\n": typeof types.RecordVisitDocument,
    "\n  query PublicBaseUrl {\n    publicBaseUrl\n  }\n": typeof types.PublicBaseUrlDocument,
    "\n  query DocsApiPicker {\n    market(keywords: \"\", sort: POPULAR, offset: 0, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DocsApiPickerDocument,
    "\n  query DocsApiName($id: Int!) {\n    api(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DocsApiNameDocument,
    "\n  query HomeFirstScreen {\n    market(sort: POPULAR, offset: 0, limit: 12) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n    announcements(type: null, offset: 0, limit: 5) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n": typeof types.HomeFirstScreenDocument,
    "\n  query Market($keywords: String!, $categoryId: Int, $sort: MarketSort!, $offset: Int!, $limit: Int!) {\n    market(keywords: $keywords, categoryId: $categoryId, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      allCount\n      facets {\n        count\n        category {\n          id\n          name\n          nameEn\n          slug\n        }\n      }\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": typeof types.MarketDocument,
    "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n": typeof types.SystemMetricsDocument,
    "\n  query PlatformStatistics {\n    apiStatistics {\n      apis\n      developers\n      totalCalls\n      successCalls\n      availability\n    }\n  }\n": typeof types.PlatformStatisticsDocument,
    "\n  query MetricsHistory($period: MetricsPeriod!) {\n    systemMetricsHistory(period: $period) {\n      period\n      bucketSeconds\n      points {\n        timestamp\n        cpuUsage\n        memoryUsage\n        uploadSpeed\n        downloadSpeed\n      }\n    }\n  }\n": typeof types.MetricsHistoryDocument,
    "\n  fragment ActivityEntry on ActivityEvent {\n    id\n    kind\n    title\n    titleEn\n    actor\n    apiId\n    createdAt\n  }\n": typeof types.ActivityEntryFragmentDoc,
    "\n  query ActivityLog($limit: Int!) {\n    activityLog(limit: $limit) {\n      ...ActivityEntry\n    }\n  }\n": typeof types.ActivityLogDocument,
    "\n  subscription ActivityAdded {\n    activityLog {\n      ...ActivityEntry\n    }\n  }\n": typeof types.ActivityAddedDocument,
    "\n  fragment PlanItem on Plan {\n    id\n    apiId\n    name\n    nameEn\n    dailyQuota\n    monthlyQuota\n    ratePerSecond\n    overage\n    needsApproval\n    isDefault\n    quotaText\n    quotaTextEn\n    subscribers\n  }\n": typeof types.PlanItemFragmentDoc,
    "\n  fragment SubscriptionItem on PlanSubscription {\n    id\n    apiId\n    apiName\n    apiNameEn\n    planId\n    planName\n    planNameEn\n    keyId\n    keyPrefix\n    status\n    suspendReason\n    requestedPlanId\n    requestedPlanName\n    requestedPlanNameEn\n    usedToday\n    usedThisMonth\n    dailyLimit\n    monthlyLimit\n    leftToday\n    leftThisMonth\n  }\n": typeof types.SubscriptionItemFragmentDoc,
    "\n  query ApiPlans($apiId: Int!) {\n    apiPlans(apiId: $apiId) {\n      ...PlanItem\n    }\n  }\n": typeof types.ApiPlansDocument,
    "\n  query MySubscriptions {\n    mySubscriptions {\n      ...SubscriptionItem\n    }\n  }\n": typeof types.MySubscriptionsDocument,
    "\n  query MyUsage($apiId: Int, $from: String, $to: String) {\n    myUsage(apiId: $apiId, from: $from, to: $to) {\n      subscriptionId\n      apiId\n      day\n      calls\n      billable\n      overage\n      refusedDaily\n      refusedMonthly\n      refusedRate\n      refusedSuspended\n    }\n  }\n": typeof types.MyUsageDocument,
    "\n  mutation SubscribePlan($input: SubscribeInput!) {\n    subscribePlan(input: $input) {\n      ...SubscriptionItem\n    }\n  }\n": typeof types.SubscribePlanDocument,
    "\n  mutation UnsubscribePlan($id: Int!) {\n    unsubscribePlan(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.UnsubscribePlanDocument,
    "\n  mutation CreatePlan($apiId: Int!, $input: PlanInput!) {\n    createPlan(apiId: $apiId, input: $input) {\n      ...PlanItem\n    }\n  }\n": typeof types.CreatePlanDocument,
    "\n  mutation DeletePlan($planId: Int!) {\n    deletePlan(planId: $planId) {\n      id\n    }\n  }\n": typeof types.DeletePlanDocument,
    "\n  query PlanAnalytics($apiId: Int!, $days: Int!) {\n    planAnalytics(apiId: $apiId, days: $days) {\n      plans {\n        planId\n        planName\n        subscribers\n        calls\n        billable\n        refused\n        p50Ms\n        p95Ms\n      }\n      subscribers {\n        subscriptionId\n        account\n        planName\n        status\n        calls\n        billable\n        refused\n        refusedDaily\n        refusedMonthly\n        refusedRate\n        daysAtLimit\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n": typeof types.PlanAnalyticsDocument,
    "\n  query AdminSubscriptions($status: String, $keyword: String, $limit: Int!, $offset: Int!) {\n    adminSubscriptions(status: $status, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        account\n        apiName\n        apiNameEn\n        planName\n        planNameEn\n        status\n        suspendReason\n        usedToday\n        dailyLimit\n      }\n    }\n  }\n": typeof types.AdminSubscriptionsDocument,
    "\n  mutation SuspendSubscription($id: Int!, $suspended: Boolean!, $reason: String) {\n    suspendSubscription(id: $id, suspended: $suspended, reason: $reason) {\n      id\n      status\n      suspendReason\n    }\n  }\n": typeof types.SuspendSubscriptionDocument,
    "\n  mutation SwitchPlan($id: Int!, $planId: Int!) {\n    switchPlan(id: $id, planId: $planId) {\n      ...SubscriptionItem\n    }\n  }\n": typeof types.SwitchPlanDocument,
    "\n  query PlanRequests($apiId: Int!) {\n    apiSubscriptions(apiId: $apiId, waiting: true, limit: 100, offset: 0) {\n      total\n      items {\n        id\n        account\n        status\n        planName\n        planNameEn\n        requestedPlanName\n        requestedPlanNameEn\n        createdAt\n        requestedAt\n      }\n    }\n  }\n": typeof types.PlanRequestsDocument,
    "\n  mutation ApproveSubscription($id: Int!) {\n    approveSubscription(id: $id) {\n      id\n      status\n      planId\n      requestedPlanId\n    }\n  }\n": typeof types.ApproveSubscriptionDocument,
    "\n  mutation DeclineSubscription($id: Int!, $reason: String) {\n    declineSubscription(id: $id, reason: $reason) {\n      id\n      status\n      requestedPlanId\n    }\n  }\n": typeof types.DeclineSubscriptionDocument,
    "\n  query PlanEditorApi($apiId: Int!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n    }\n  }\n": typeof types.PlanEditorApiDocument,
    "\n  mutation UpdatePlan($planId: Int!, $input: PlanInput!) {\n    updatePlan(planId: $planId, input: $input) {\n      ...PlanItem\n    }\n  }\n": typeof types.UpdatePlanDocument,
    "\n  query ProblemTypes {\n    problemTypes {\n      id\n      kind\n      kindEn\n    }\n  }\n": typeof types.ProblemTypesDocument,
    "\n  query RepositoryCommits($limit: Int!) {\n    repositoryCommits(limit: $limit) {\n      oid\n      message\n      authorName\n      authorEmail\n      committedDate\n    }\n  }\n": typeof types.RepositoryCommitsDocument,
    "\n  query SearchAnalytics($days: Int!) {\n    searchAnalytics(days: $days) {\n      days\n      searches\n      zeroResultSearches\n      clicks\n      topQueries {\n        query\n        searches\n        results\n        clicks\n        clickThrough\n        lastAt\n      }\n      zeroResultQueries {\n        query\n        searches\n        lastAt\n        tenderRequestId\n      }\n    }\n  }\n": typeof types.SearchAnalyticsDocument,
    "\n  query SearchSynonyms {\n    searchSynonyms {\n      id\n      terms\n      createdAt\n    }\n  }\n": typeof types.SearchSynonymsDocument,
    "\n  mutation AddSearchSynonyms($terms: [String!]!) {\n    addSearchSynonyms(input: { terms: $terms }) {\n      id\n      terms\n      createdAt\n    }\n  }\n": typeof types.AddSearchSynonymsDocument,
    "\n  mutation RemoveSearchSynonyms($id: Int!) {\n    removeSearchSynonyms(id: $id)\n  }\n": typeof types.RemoveSearchSynonymsDocument,
    "\n  mutation TurnSearchIntoRequest($query: String!) {\n    turnSearchIntoRequest(query: $query)\n  }\n": typeof types.TurnSearchIntoRequestDocument,
    "\n  mutation RecordSearchClick($query: String!, $apiId: Int!) {\n    recordSearchClick(query: $query, apiId: $apiId)\n  }\n": typeof types.RecordSearchClickDocument,
    "\n  query SearchSuggestions($prefix: String!, $limit: Int) {\n    searchSuggestions(prefix: $prefix, limit: $limit) {\n      kind\n      text\n      textEn\n      apiId\n      categoryId\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  fragment StatusApi on ApiStatusFields {\n    apiId\n    name\n    nameEn\n    state\n    p95Ms\n    lastCheckedAt\n    uptime {\n      h24\n      d7\n      d30\n      d90\n    }\n    days {\n      day\n      uptime\n      downMinutes\n      maintenanceMinutes\n      incidents\n    }\n  }\n": typeof types.StatusApiFragmentDoc,
    "\n  fragment StatusIncident on Incident {\n    id\n    apiId\n    apiName\n    apiNameEn\n    state\n    automatic\n    title\n    titleEn\n    startedAt\n    resolvedAt\n    updates {\n      id\n      phase\n      body\n      bodyEn\n      createdAt\n    }\n  }\n": typeof types.StatusIncidentFragmentDoc,
    "\n  fragment StatusMaintenance on MaintenanceWindow {\n    id\n    apiId\n    apiName\n    apiNameEn\n    startsAt\n    endsAt\n    title\n    titleEn\n    active\n  }\n": typeof types.StatusMaintenanceFragmentDoc,
    "\n  query StatusPage {\n    statusPage {\n      state\n      generatedAt\n      uptime {\n        h24\n        d7\n        d30\n        d90\n      }\n      apis {\n        ...StatusApi\n      }\n      openIncidents {\n        ...StatusIncident\n      }\n      recentIncidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n": typeof types.StatusPageDocument,
    "\n  query ApiStatus($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      ...StatusApi\n      following\n      canManage\n      probeIntervalSeconds\n      probesEnabled\n      incidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n": typeof types.ApiStatusDocument,
    "\n  query UptimeBadge($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      apiId\n      state\n      uptime {\n        d30\n      }\n    }\n  }\n": typeof types.UptimeBadgeDocument,
    "\n  mutation FollowApiStatus($apiId: Int!, $follow: Boolean!) {\n    followApiStatus(apiId: $apiId, follow: $follow)\n  }\n": typeof types.FollowApiStatusDocument,
    "\n  fragment AlertChannelFields on AlertChannel {\n    id\n    kind\n    name\n    target\n    emailTo\n    events\n    apiId\n    apiName\n    ownerAccount\n    enabled\n    lastError\n    lastErrorAt\n    lastDeliveredAt\n    createdAt\n  }\n": typeof types.AlertChannelFieldsFragmentDoc,
    "\n  query AlertChannels {\n    alertChannels {\n      ...AlertChannelFields\n    }\n  }\n": typeof types.AlertChannelsDocument,
    "\n  mutation CreateAlertChannel($input: AlertChannelInput!) {\n    createAlertChannel(input: $input) {\n      ...AlertChannelFields\n    }\n  }\n": typeof types.CreateAlertChannelDocument,
    "\n  mutation DeleteAlertChannel($id: Int!) {\n    deleteAlertChannel(id: $id)\n  }\n": typeof types.DeleteAlertChannelDocument,
    "\n  fragment AlertDeliveryFields on AlertDelivery {\n    id\n    channelId\n    channelName\n    channelKind\n    eventKind\n    title\n    titleEn\n    state\n    attempts\n    lastError\n    lastStatus\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    log {\n      attemptedAt\n      ok\n      status\n      answer\n      error\n    }\n  }\n": typeof types.AlertDeliveryFieldsFragmentDoc,
    "\n  mutation TestAlertChannel($id: Int!) {\n    testAlertChannel(id: $id) {\n      ...AlertDeliveryFields\n    }\n  }\n": typeof types.TestAlertChannelDocument,
    "\n  query AlertDeliveries($page: Int!, $pageSize: Int!) {\n    alertDeliveries(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AlertDeliveryFields\n      }\n    }\n  }\n": typeof types.AlertDeliveriesDocument,
    "\n  mutation SetProbeSettings($apiId: Int!, $intervalSeconds: Int!, $enabled: Boolean!) {\n    setProbeSettings(apiId: $apiId, intervalSeconds: $intervalSeconds, enabled: $enabled) {\n      intervalSeconds\n      enabled\n    }\n  }\n": typeof types.SetProbeSettingsDocument,
    "\n  mutation ScheduleMaintenance($input: MaintenanceInput!) {\n    scheduleMaintenance(input: $input) {\n      id\n    }\n  }\n": typeof types.ScheduleMaintenanceDocument,
    "\n  mutation PostIncidentUpdate($incidentId: Int!, $input: IncidentUpdateInput!) {\n    postIncidentUpdate(incidentId: $incidentId, input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.PostIncidentUpdateDocument,
    "\n  mutation SetAlertChannelEnabled($id: Int!, $enabled: Boolean!) {\n    setAlertChannelEnabled(id: $id, enabled: $enabled) {\n      ...AlertChannelFields\n    }\n  }\n": typeof types.SetAlertChannelEnabledDocument,
    "\n  query DeveloperTalk($offset: Int!, $limit: Int!) {\n    developerTalk(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        apiNameEn\n        content\n        nickname\n        userId\n        createTime\n        likeCount\n        repliesCount\n      }\n    }\n  }\n": typeof types.DeveloperTalkDocument,
    "\n  fragment TenderItem on TenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n  }\n": typeof types.TenderItemFragmentDoc,
    "\n  fragment AdminTenderItem on AdminTenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n    contact\n    requesterAccount\n  }\n": typeof types.AdminTenderItemFragmentDoc,
    "\n  query TenderRequests($status: String, $keyword: String, $sort: String, $page: Int!, $pageSize: Int!) {\n    tenderRequests(status: $status, keyword: $keyword, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...TenderItem\n      }\n    }\n  }\n": typeof types.TenderRequestsDocument,
    "\n  query AdminTenderRequests($status: String, $keyword: String, $page: Int!, $pageSize: Int!) {\n    adminTenderRequests(status: $status, keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AdminTenderItem\n      }\n    }\n  }\n": typeof types.AdminTenderRequestsDocument,
    "\n  query TenderCategories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": typeof types.TenderCategoriesDocument,
    "\n  mutation SubmitTenderRequest($input: SubmitTenderRequestInput!) {\n    submitTenderRequest(input: $input) {\n      ...TenderItem\n    }\n  }\n": typeof types.SubmitTenderRequestDocument,
    "\n  mutation VoteTenderRequest($id: Int!) {\n    voteTenderRequest(id: $id) {\n      id\n      votes\n      votedByMe\n    }\n  }\n": typeof types.VoteTenderRequestDocument,
    "\n  mutation UpdateTenderRequest($id: Int!, $input: UpdateTenderRequestInput!) {\n    updateTenderRequest(id: $id, input: $input) {\n      ...AdminTenderItem\n    }\n  }\n": typeof types.UpdateTenderRequestDocument,
    "\n  query TenderApiSearch($name: String) {\n    adminApis(name: $name, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n        status\n      }\n    }\n  }\n": typeof types.TenderApiSearchDocument,
    "\n  query ToolboxTools {\n    toolboxTools {\n      builtin\n      api {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        requestMethod\n        needToken\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n": typeof types.ToolboxToolsDocument,
    "\n  query ToolCatalog {\n    apis(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        name\n        nameEn\n        requestMethod\n        needToken\n        status\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n": typeof types.ToolCatalogDocument,
    "\n  query ToolParams($id: Int!) {\n    api(id: $id) {\n      id\n      requestMethod\n      needToken\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n    }\n  }\n": typeof types.ToolParamsDocument,
    "\n  query ApiVersions($apiId: Int!) {\n    apiVersions(apiId: $apiId) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n      isDefault\n      isLatest\n      calls30d\n      requestMethod\n      responseExample\n    }\n    apiDrift(apiId: $apiId) {\n      since\n      message\n    }\n  }\n": typeof types.ApiVersionsDocument,
    "\n  mutation DeprecateApiVersion($apiId: Int!, $version: String!, $sunset: String!, $successor: String!) {\n    deprecateApiVersion(apiId: $apiId, version: $version, sunset: $sunset, successor: $successor) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n    }\n  }\n": typeof types.DeprecateApiVersionDocument,
    "\n  query ApiVersionCallers($apiId: Int!, $version: String!) {\n    apiVersionCallers(apiId: $apiId, version: $version) {\n      days {\n        day\n        calls\n        users\n        anonymous\n      }\n      callers {\n        userId\n        account\n        calls\n        lastCalledAt\n      }\n    }\n  }\n": typeof types.ApiVersionCallersDocument,
    "\n  mutation OverrideBreakingRevision($apiId: Int!, $reason: String!) {\n    overrideBreakingRevision(apiId: $apiId, reason: $reason)\n  }\n": typeof types.OverrideBreakingRevisionDocument,
};
const documents: Documents = {
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      deviceToken\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query Me {\n    me {\n      id\n      account\n      username\n      role\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout($everywhere: Boolean! = false) {\n    logout(everywhere: $everywhere)\n  }\n": types.LogoutDocument,
    "\n  query AdminInterfaceAlerts($limit: Int!, $offset: Int!) {\n    interfaceAlerts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n        acknowledgedAt\n        acknowledgedBy\n      }\n    }\n  }\n": types.AdminInterfaceAlertsDocument,
    "\n  mutation AcknowledgeAlert($id: Int!) {\n    acknowledgeAlert(id: $id) {\n      id\n      acknowledgedAt\n      acknowledgedBy\n    }\n  }\n": types.AcknowledgeAlertDocument,
    "\n  subscription InterfaceAlertRaised {\n    interfaceAlertRaised {\n      apiId\n      kind\n    }\n  }\n": types.InterfaceAlertRaisedDocument,
    "\n  query AdminApis($tenantId: Int!, $name: String, $type: Int, $status: Int, $page: Int!, $pageSize: Int!) {\n    adminApis(\n      tenantId: $tenantId\n      name: $name\n      type: $type\n      status: $status\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        status\n        address\n        requestMethod\n        provider\n        visibility\n        tenantId\n        categoryId\n        categoryName\n        categoryNameEn\n        updatedAt\n      }\n    }\n  }\n": types.AdminApisDocument,
    "\n  query AdminFilters {\n    workspaces {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": types.AdminFiltersDocument,
    "\n  query AdminApiStatusHistory($apiId: Int!) {\n    apiStatusHistory(apiId: $apiId) {\n      fromStatus\n      toStatus\n      reason\n      actorAccount\n      createdAt\n    }\n  }\n": types.AdminApiStatusHistoryDocument,
    "\n  query AdminApiRelease($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n  }\n": types.AdminApiReleaseDocument,
    "\n  query AdminApiFormChoices {\n    tags {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": types.AdminApiFormChoicesDocument,
    "\n  mutation AdminAddApi($input: NewApiInput!) {\n    addApi(input: $input)\n  }\n": types.AdminAddApiDocument,
    "\n  query AdminArticleList($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        category\n        categoryEn\n        publishedDate\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n": types.AdminArticleListDocument,
    "\n  fragment AdminArticleFields on AdminArticle {\n    id\n    title\n    titleEn\n    category\n    categoryEn\n    content\n    contentEn\n    authorName\n    isOriginal\n  }\n": types.AdminArticleFieldsFragmentDoc,
    "\n  query AdminArticle($id: Int!) {\n    adminArticle(id: $id) {\n      ...AdminArticleFields\n      publishedDate\n      views\n    }\n  }\n": types.AdminArticleDocument,
    "\n  mutation SaveArticleVersion($id: Int, $language: String!, $input: ArticleVersionInput!) {\n    saveArticleVersion(id: $id, language: $language, input: $input) {\n      ...AdminArticleFields\n    }\n  }\n": types.SaveArticleVersionDocument,
    "\n  mutation RemoveArticleEnglish($id: Int!) {\n    removeArticleEnglish(id: $id) {\n      id\n      titleEn\n      contentEn\n    }\n  }\n": types.RemoveArticleEnglishDocument,
    "\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n": types.DeleteArticleDocument,
    "\n  query AdminBlogPosts($offset: Int!, $limit: Int!) {\n    adminBlogPosts(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        status\n        tags\n        authorName\n        views\n        publishedAt\n        updatedAt\n        hasEnglishVersion\n      }\n    }\n  }\n": types.AdminBlogPostsDocument,
    "\n  query AdminBlogPost($id: Int!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      titleEn\n      summary\n      summaryEn\n      content\n      contentEn\n      tags\n      cover\n      authorName\n      status\n    }\n  }\n": types.AdminBlogPostDocument,
    "\n  mutation UploadBlogCover($data: String!) {\n    uploadBlogCover(data: $data)\n  }\n": types.UploadBlogCoverDocument,
    "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      status\n    }\n  }\n": types.CreateBlogPostDocument,
    "\n  mutation UpdateBlogPost($id: Int!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.UpdateBlogPostDocument,
    "\n  mutation DeleteBlogPost($id: Int!) {\n    deleteBlogPost(id: $id)\n  }\n": types.DeleteBlogPostDocument,
    "\n  query AdminCategories {\n    adminCategories {\n      id\n      slug\n      name\n      nameEn\n      sortOrder\n      apiCount\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      nameEn\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      sortOrder\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": types.DeleteCategoryDocument,
    "\n  fragment FeedbackItem on Feedback {\n    id\n    kind\n    summary\n    description\n    severity\n    urgency\n    problemType\n    problemTypeEn\n    apiId\n    apiName\n    status\n    resolution\n    resolvedAt\n    createdAt\n    assignee\n    contact\n    note\n    workspaceName\n  }\n": types.FeedbackItemFragmentDoc,
    "\n  query FeedbackInbox($kind: String, $status: String, $page: Int!, $pageSize: Int!) {\n    feedbackList(kind: $kind, status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": types.FeedbackInboxDocument,
    "\n  query AssignedReports($status: String, $page: Int!, $pageSize: Int!) {\n    assignedReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": types.AssignedReportsDocument,
    "\n  query MyBugReports($status: String, $page: Int!, $pageSize: Int!) {\n    myBugReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": types.MyBugReportsDocument,
    "\n  query MyFeedback($status: String, $page: Int!, $pageSize: Int!) {\n    myFeedback(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n": types.MyFeedbackDocument,
    "\n  mutation SetFeedbackStatus($id: Int!, $status: String!, $resolution: String) {\n    setFeedbackStatus(id: $id, status: $status, resolution: $resolution) {\n      ...FeedbackItem\n    }\n  }\n": types.SetFeedbackStatusDocument,
    "\n  query ReportOptions {\n    baseParams {\n      admins {\n        account\n        username\n      }\n      problemTypes {\n        id\n        name\n      }\n    }\n    workspaces {\n      id\n      name\n    }\n  }\n": types.ReportOptionsDocument,
    "\n  mutation SubmitProblemReport($input: ProblemReportInput!) {\n    submitProblemReport(input: $input) {\n      id\n    }\n  }\n": types.SubmitProblemReportDocument,
    "\n  query AdminAccessLogs($ip: String, $from: DateTimeISO, $to: DateTimeISO, $page: Int!, $pageSize: Int!) {\n    accessLogs(ipAddress: $ip, startTime: $from, endTime: $to, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        browser\n        os\n        device\n      }\n    }\n  }\n": types.AdminAccessLogsDocument,
    "\n  query AdminPolicies {\n    policies {\n      alarm {\n        policyId\n        policy\n        threshold\n        unit\n      }\n      shutdown {\n        policyId\n        policy\n        threshold\n        unit\n      }\n    }\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n": types.AdminPoliciesDocument,
    "\n  mutation CreatePolicy($input: PolicyInput!) {\n    createPolicy(input: $input) {\n      policyId\n    }\n  }\n": types.CreatePolicyDocument,
    "\n  mutation SetPolicyThreshold($kind: PolicyKind!, $id: Int!, $threshold: Int!) {\n    setPolicyThreshold(kind: $kind, id: $id, threshold: $threshold) {\n      policyId\n      threshold\n    }\n  }\n": types.SetPolicyThresholdDocument,
    "\n  mutation DeletePolicy($kind: PolicyKind!, $id: Int!) {\n    deletePolicy(kind: $kind, id: $id)\n  }\n": types.DeletePolicyDocument,
    "\n  query ReviewDesk {\n    pendingReviews {\n      reviewId\n      apiId\n      name\n      description\n      submittedAt\n      creatorName\n      isPrototype\n      version\n      revision {\n        number\n        changedFields\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n      }\n    }\n  }\n": types.ReviewDeskDocument,
    "\n  query AdminAuditList {\n    auditList {\n      apiId\n      name\n      note\n      status\n      createdAt\n      reviewedAt\n      comment\n    }\n  }\n": types.AdminAuditListDocument,
    "\n  query ReviewMode {\n    reviewMode {\n      currentMode\n      modes {\n        id\n        name\n      }\n    }\n  }\n": types.ReviewModeDocument,
    "\n  mutation ChangeReviewMode($modeId: Int!) {\n    changeReviewMode(modeId: $modeId)\n  }\n": types.ChangeReviewModeDocument,
    "\n  mutation PassApi($apiId: Int!, $version: String) {\n    passApi(apiId: $apiId, version: $version)\n  }\n": types.PassApiDocument,
    "\n  mutation RejectApi($apiId: Int!, $comment: String, $version: String) {\n    rejectApi(apiId: $apiId, comment: $comment, version: $version)\n  }\n": types.RejectApiDocument,
    "\n  mutation ReviewApis($input: ReviewDecisionInput!) {\n    reviewApis(input: $input)\n  }\n": types.ReviewApisDocument,
    "\n  query ApiPublishConfig($apiId: Int!) {\n    apiPublishConfig(apiId: $apiId) {\n      apiId\n      deployType\n      threshold\n      delayThreshold\n      alertThreshold\n      offThreshold\n      attackProtection\n      tokenRule\n      tokenRuleLabel\n      updatedAt\n      updatedBy\n    }\n  }\n": types.ApiPublishConfigDocument,
    "\n  mutation PublishApi($input: PublishApiInput!) {\n    publishApi(input: $input)\n  }\n": types.PublishApiDocument,
    "\n  query PlatformDefaults {\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n": types.PlatformDefaultsDocument,
    "\n  query Roles {\n    roles {\n      role\n      accounts\n      total\n      grants {\n        method\n        path\n        summary\n        tag\n      }\n      graphqlGrants {\n        kind\n        name\n        description\n        descriptionZh\n      }\n    }\n  }\n": types.RolesDocument,
    "\n  query SecurityPosture {\n    securityPosture {\n      upstreamAllowList\n      upstreamPorts\n      upstreamTimeoutMs\n      upstreamMaxBytes\n      tokenTtlSeconds\n      loginMaxAttempts\n      loginWindowSeconds\n      registrationsPerHour\n      rateLimits {\n        key\n        points\n        seconds\n      }\n      graphqlMaxCost\n      graphqlMaxDepth\n      graphqlMaxAliases\n      sharedCounters\n      refusals {\n        method\n        route\n        status\n        count\n      }\n      refusedOpenCalls\n      since\n    }\n  }\n": types.SecurityPostureDocument,
    "\n  query AdminUsers(\n    $account: String\n    $username: String\n    $status: Int\n    $role: Int\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    users(\n      account: $account\n      username: $username\n      status: $status\n      role: $role\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        account\n        username\n        status\n        role\n        creatorId\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query UserStatusEvents($limit: Int!) {\n    userStatusEvents(limit: $limit) {\n      id\n      account\n      actorAccount\n      fromStatus\n      toStatus\n      reason\n      createdAt\n    }\n  }\n": types.UserStatusEventsDocument,
    "\n  mutation SetUserStatus($id: Int!, $status: Int!, $reason: String) {\n    setUserStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.SetUserStatusDocument,
    "\n  query ApiChangeHistory($apiId: Int!) {\n    apiChangeHistory(apiId: $apiId) {\n      number\n      releasedAt\n      deployType\n      grayShare\n      state\n      initial\n      addressChanged\n      method {\n        before\n        after\n      }\n      responseFormat {\n        before\n        after\n      }\n      responseExample {\n        before\n        after\n      }\n      params {\n        change\n        name\n        fields\n        before {\n          type\n          required\n          note\n          example\n          location\n        }\n        after {\n          type\n          required\n          note\n          example\n          location\n        }\n      }\n      paramCount\n    }\n  }\n": types.ApiChangeHistoryDocument,
    "\n  fragment ReplyFields on Reply {\n    id\n    commentId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    replyToUserId\n    replyToNickname\n  }\n": types.ReplyFieldsFragmentDoc,
    "\n  fragment CommentFields on Comment {\n    id\n    apiId\n    content\n    userId\n    nickname\n    createTime\n    likeCount\n    isLiked\n    repliesCount\n    replies {\n      ...ReplyFields\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  query ApiComments($apiId: Int!, $page: Int!) {\n    comments(apiId: $apiId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CommentFields\n      }\n    }\n  }\n": types.ApiCommentsDocument,
    "\n  mutation AddComment($input: AddCommentInput!) {\n    addComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation AddReply($input: AddReplyInput!) {\n    addReply(input: $input) {\n      ...ReplyFields\n    }\n  }\n": types.AddReplyDocument,
    "\n  fragment LikeResultFields on LikeResult {\n    targetId\n    targetType\n    isLiked\n    likeCount\n  }\n": types.LikeResultFieldsFragmentDoc,
    "\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n": types.LikeTargetDocument,
    "\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n": types.UnlikeTargetDocument,
    "\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n": types.CommentAddedDocument,
    "\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      stars\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      isPrototype\n      address\n      author {\n        id\n        name\n        nameEn\n        icon\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n": types.ApiDetailDocument,
    "\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n": types.ApiCallCountDocument,
    "\n  subscription ApiChanged($id: Int!) {\n    apiChanged(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.ApiChangedDocument,
    "\n  subscription CallRecorded($apiId: Int!, $receipt: String!) {\n    callRecorded(apiId: $apiId, receipt: $receipt) {\n      apiId\n      receipt\n    }\n  }\n": types.CallRecordedDocument,
    "\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!, $version: String) {\n    apiCallHistory(apiId: $apiId, limit: $limit, version: $version) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n      mockCalls {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period, version: $version) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n      versions {\n        version\n        calls\n        failed\n        errorShare\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n": types.ApiCallHistoryDocument,
    "\n  mutation MockCall($apiId: Int!, $method: MockMethod!, $params: JSONObject, $receipt: String) {\n    mockCall(apiId: $apiId, method: $method, params: $params, receipt: $receipt) {\n      mock\n      source\n      status\n      contentType\n      body\n    }\n  }\n": types.MockCallDocument,
    "\n  fragment ApiImportFields on ApiImport {\n    format\n    title\n    version\n    sourceUrl\n    operations {\n      key\n      name\n      description\n      method\n      address\n      needToken\n      responseExample\n      tags\n      hasSchema\n      warnings\n      error\n      action\n      parameters {\n        name\n        type\n        required\n        description\n        example\n      }\n      match {\n        apiId\n        name\n        status\n        diff {\n          field\n          before\n          after\n        }\n      }\n    }\n    results {\n      key\n      action\n      apiId\n      revisionNumber\n      error\n    }\n  }\n": types.ApiImportFieldsFragmentDoc,
    "\n  mutation PreviewApiImport($source: ApiImportSourceInput!) {\n    previewApiImport(source: $source) {\n      ...ApiImportFields\n    }\n  }\n": types.PreviewApiImportDocument,
    "\n  mutation ImportApis($source: ApiImportSourceInput!, $choices: [ApiImportChoice!]) {\n    importApis(source: $source, choices: $choices) {\n      ...ApiImportFields\n    }\n  }\n": types.ImportApisDocument,
    "\n  query MyApisOpenApi($format: String) {\n    myApisOpenApi(format: $format)\n  }\n": types.MyApisOpenApiDocument,
    "\n  query Articles($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        category\n        categoryEn\n        title\n        titleEn\n        isOriginal\n        publishedDate\n        authorName\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n": types.ArticlesDocument,
    "\n  query Article($id: Int!, $language: String!) {\n    article(id: $id, language: $language) {\n      id\n      language\n      category\n      title\n      isOriginal\n      publishedDate\n      authorName\n      views\n      hasEnglishVersion\n      content\n    }\n  }\n": types.ArticleDocument,
    "\n  mutation JoinAssistantWaitlist($input: JoinWaitlistInput!) {\n    joinAssistantWaitlist(input: $input) {\n      joinedAt\n    }\n  }\n": types.JoinAssistantWaitlistDocument,
    "\n  query AssistantAnswer($question: String!) {\n    assistantAnswer(question: $question) {\n      question\n      picks {\n        apiId\n        name\n        nameEn\n        description\n        descriptionEn\n        categoryName\n        categoryNameEn\n        requestMethod\n        needToken\n        status\n        score\n        reasons {\n          word\n          field\n          via\n          from\n        }\n        params {\n          name\n          example\n          suggested\n          suggestedFrom\n        }\n      }\n    }\n  }\n": types.AssistantAnswerDocument,
    "\n  query BlogPosts($offset: Int!, $limit: Int!, $tag: String) {\n    blogPosts(offset: $offset, limit: $limit, tag: $tag) {\n      total\n      items {\n        id\n        title\n        titleEn\n        summary\n        summaryEn\n        tags\n        cover\n        authorName\n        views\n        publishedAt\n        readingMinutes\n        hasEnglishVersion\n      }\n    }\n    blogTags {\n      tag\n      count\n    }\n  }\n": types.BlogPostsDocument,
    "\n  query BlogPost($id: Int!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleEn\n      tags\n      cover\n      authorName\n      views\n      publishedAt\n      readingMinutes\n      content\n      contentEn\n    }\n  }\n": types.BlogPostDocument,
    "\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    isPrototype\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    hot\n    category {\n      id\n      name\n      nameEn\n      slug\n    }\n    weekly {\n      calls\n      medianMs\n      successRate\n    }\n  }\n": types.ApiCardFieldsFragmentDoc,
    "\n  query PopularApis($limit: Int!) {\n    market(sort: POPULAR, offset: 0, limit: $limit) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": types.PopularApisDocument,
    "\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": types.SearchApisDocument,
    "\n  query MyStarredApiIds {\n    myStarredApiIds\n  }\n": types.MyStarredApiIdsDocument,
    "\n  mutation SetApiStar($apiId: Int!, $starred: Boolean!) {\n    setApiStar(apiId: $apiId, starred: $starred) {\n      id\n      stars\n      starredByMe\n    }\n  }\n": types.SetApiStarDocument,
    "\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n  }\n": types.CategoriesDocument,
    "\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        official\n        vip\n        apiCount\n        starsReceived\n        responseRate\n        isOnline\n      }\n    }\n  }\n": types.CreatorsDocument,
    "\n  query CheckRole($role: Role!) {\n    checkRole(role: $role)\n  }\n": types.CheckRoleDocument,
    "\n  fragment AnnouncementHeadFields on Announcement {\n    id\n    type\n    title\n    titleEn\n    summary\n    summaryEn\n    author\n    publishedAt\n  }\n": types.AnnouncementHeadFieldsFragmentDoc,
    "\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n      content\n      contentEn\n    }\n  }\n": types.AnnouncementDocument,
    "\n  query AnnouncementSummary($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n    }\n  }\n": types.AnnouncementSummaryDocument,
    "\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n": types.CurrentNoticeDocument,
    "\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n": types.VersionLogsDocument,
    "\n  query CreatorProfile($id: Int!, $timeZone: String!) {\n    creator(id: $id) {\n      id\n      name\n      nameEn\n      title\n      titleEn\n      bio\n      bioEn\n      icon\n      official\n      vip\n      isOnline\n      joinedAt\n      apiCount\n      followers\n      following\n      followedByMe\n      starsReceived\n      responseRate\n      activityCalendar(timeZone: $timeZone) {\n        from\n        to\n        total\n        days {\n          day\n          count\n          level\n          created\n          published\n          updated\n          answered\n        }\n      }\n    }\n  }\n": types.CreatorProfileDocument,
    "\n  query MyCreatorId {\n    me {\n      id\n      creatorId\n    }\n  }\n": types.MyCreatorIdDocument,
    "\n  mutation FollowCreator($creatorId: Int!, $following: Boolean!) {\n    followCreator(creatorId: $creatorId, following: $following) {\n      id\n      followers\n      followedByMe\n    }\n  }\n": types.FollowCreatorDocument,
    "\n  query CreatorWorks($creatorId: Int!, $keywords: String!, $offset: Int!, $limit: Int!) {\n    market(creatorId: $creatorId, keywords: $keywords, sort: NEWEST, offset: $offset, limit: $limit) {\n      total\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": types.CreatorWorksDocument,
    "\n  fragment NotificationItem on Notification {\n    id\n    apiId\n    kind\n    message\n    read\n    createdAt\n  }\n": types.NotificationItemFragmentDoc,
    "\n  query Notifications {\n    notifications {\n      unread\n      items {\n        ...NotificationItem\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment ApiKeyItem on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    revokedReason\n  }\n": types.ApiKeyItemFragmentDoc,
    "\n  query MyApiKeys {\n    myApiKeys {\n      ...ApiKeyItem\n    }\n  }\n": types.MyApiKeysDocument,
    "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyItem\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      revokedReason\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query ApiAnalytics($apiId: Int!, $period: StatsPeriod!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n      status\n      pendingReview\n      awaitingRelease\n      requestMethod\n      address\n      calls\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        successCalls\n        avgMs\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          failed\n          avgMs\n          p95Ms\n        }\n      }\n    }\n    apiTopCallers(apiId: $apiId, period: $period) {\n      requestIp\n      calls\n      failed\n      lastCallAt\n    }\n  }\n": types.ApiAnalyticsDocument,
    "\n  query ApiReleaseState($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n    interfaceAlerts(apiId: $apiId, limit: 10) {\n      total\n      items {\n        id\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n      }\n    }\n  }\n": types.ApiReleaseStateDocument,
    "\n  query DeveloperCentre {\n    myApis {\n      ...MyApiRow\n    }\n    notifications(unreadOnly: true) {\n      unread\n    }\n    myApiKeys {\n      id\n      revokedAt\n    }\n  }\n": types.DeveloperCentreDocument,
    "\n  fragment MyApiRow on MyApi {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    requestMethod\n    address\n    testUrl\n    status\n    pendingReview\n    awaitingRelease\n    updatedAt\n    calls\n    pendingRevision {\n      id\n      number\n      status\n      changedFields\n      breaking\n    }\n  }\n": types.MyApiRowFragmentDoc,
    "\n  query MyApis {\n    myApis {\n      ...MyApiRow\n    }\n  }\n": types.MyApisDocument,
    "\n  query MyApi($id: Int!) {\n    myApi(id: $id) {\n      id\n      name\n      description\n      requestMethod\n      address\n      testUrl\n      status\n      pendingReview\n      updatedAt\n      calls\n      responseFormat\n      note\n      needToken\n      isPrototype\n      responseExample\n      responseSchema\n      categoryId\n      tagIds\n      iconKey\n      parameters {\n        name\n        description\n        type\n        required\n        example\n        location\n      }\n      pendingRevision {\n        id\n        number\n        status\n        address\n        requestMethod\n        responseFormat\n        responseExample\n        responseSchema\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n        parameters {\n          name\n          note\n          type\n          required\n          example\n          location\n        }\n      }\n    }\n  }\n": types.MyApiDocument,
    "\n  query ApiFormChoices {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    tags {\n      id\n      name\n    }\n  }\n": types.ApiFormChoicesDocument,
    "\n  mutation CreateApi($input: ApiFormInput!) {\n    createApi(input: $input) {\n      ...MyApiRow\n    }\n  }\n": types.CreateApiDocument,
    "\n  mutation UpdateApi($id: Int!, $input: ApiFormInput!) {\n    updateApi(id: $id, input: $input) {\n      ...MyApiRow\n    }\n  }\n": types.UpdateApiDocument,
    "\n  fragment StatusChange on ApiStatusChange {\n    published\n    api {\n      ...MyApiRow\n    }\n  }\n": types.StatusChangeFragmentDoc,
    "\n  mutation SetApiStatus($id: Int!, $status: Int!) {\n    setApiStatus(id: $id, status: $status) {\n      ...StatusChange\n    }\n  }\n": types.SetApiStatusDocument,
    "\n  mutation ResubmitApi($id: Int!) {\n    resubmitApi(id: $id) {\n      ...StatusChange\n    }\n  }\n": types.ResubmitApiDocument,
    "\n  query ApiRejectReason($id: Int!) {\n    apiRejectReason(id: $id)\n  }\n": types.ApiRejectReasonDocument,
    "\n  query PublishConfig($apiId: Int!) {\n    publishConfig(apiId: $apiId) {\n      deployType\n      grayScale\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n    myApi(id: $apiId) {\n      id\n      awaitingRelease\n      pendingRevision {\n        number\n        status\n      }\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n  }\n": types.PublishConfigDocument,
    "\n  mutation SubmitPublishConfig($input: PublishConfigInput!) {\n    submitPublishConfig(input: $input)\n  }\n": types.SubmitPublishConfigDocument,
    "\n  query AuditList {\n    myApis {\n      id\n      status\n      pendingReview\n    }\n    auditList {\n      apiId\n      name\n      note\n      status\n      comment\n      createdAt\n      reviewedAt\n    }\n  }\n": types.AuditListDocument,
    "\n  mutation RecordVisit($input: DeviceInfoReportInput!) {\n    recordVisit(input: $input) {\n      id\n    }\n  }\n": types.RecordVisitDocument,
    "\n  query PublicBaseUrl {\n    publicBaseUrl\n  }\n": types.PublicBaseUrlDocument,
    "\n  query DocsApiPicker {\n    market(keywords: \"\", sort: POPULAR, offset: 0, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.DocsApiPickerDocument,
    "\n  query DocsApiName($id: Int!) {\n    api(id: $id) {\n      id\n      name\n    }\n  }\n": types.DocsApiNameDocument,
    "\n  query HomeFirstScreen {\n    market(sort: POPULAR, offset: 0, limit: 12) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n    announcements(type: null, offset: 0, limit: 5) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n": types.HomeFirstScreenDocument,
    "\n  query Market($keywords: String!, $categoryId: Int, $sort: MarketSort!, $offset: Int!, $limit: Int!) {\n    market(keywords: $keywords, categoryId: $categoryId, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      allCount\n      facets {\n        count\n        category {\n          id\n          name\n          nameEn\n          slug\n        }\n      }\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n": types.MarketDocument,
    "\n  subscription SystemMetrics {\n    systemMetrics {\n      cpu {\n        usage\n        coreCount\n        model\n        temperature\n      }\n      memory {\n        usage\n        used\n        total\n      }\n      network {\n        uploadSpeed\n        downloadSpeed\n        totalUpload\n        totalDownload\n      }\n      timestamp\n    }\n  }\n": types.SystemMetricsDocument,
    "\n  query PlatformStatistics {\n    apiStatistics {\n      apis\n      developers\n      totalCalls\n      successCalls\n      availability\n    }\n  }\n": types.PlatformStatisticsDocument,
    "\n  query MetricsHistory($period: MetricsPeriod!) {\n    systemMetricsHistory(period: $period) {\n      period\n      bucketSeconds\n      points {\n        timestamp\n        cpuUsage\n        memoryUsage\n        uploadSpeed\n        downloadSpeed\n      }\n    }\n  }\n": types.MetricsHistoryDocument,
    "\n  fragment ActivityEntry on ActivityEvent {\n    id\n    kind\n    title\n    titleEn\n    actor\n    apiId\n    createdAt\n  }\n": types.ActivityEntryFragmentDoc,
    "\n  query ActivityLog($limit: Int!) {\n    activityLog(limit: $limit) {\n      ...ActivityEntry\n    }\n  }\n": types.ActivityLogDocument,
    "\n  subscription ActivityAdded {\n    activityLog {\n      ...ActivityEntry\n    }\n  }\n": types.ActivityAddedDocument,
    "\n  fragment PlanItem on Plan {\n    id\n    apiId\n    name\n    nameEn\n    dailyQuota\n    monthlyQuota\n    ratePerSecond\n    overage\n    needsApproval\n    isDefault\n    quotaText\n    quotaTextEn\n    subscribers\n  }\n": types.PlanItemFragmentDoc,
    "\n  fragment SubscriptionItem on PlanSubscription {\n    id\n    apiId\n    apiName\n    apiNameEn\n    planId\n    planName\n    planNameEn\n    keyId\n    keyPrefix\n    status\n    suspendReason\n    requestedPlanId\n    requestedPlanName\n    requestedPlanNameEn\n    usedToday\n    usedThisMonth\n    dailyLimit\n    monthlyLimit\n    leftToday\n    leftThisMonth\n  }\n": types.SubscriptionItemFragmentDoc,
    "\n  query ApiPlans($apiId: Int!) {\n    apiPlans(apiId: $apiId) {\n      ...PlanItem\n    }\n  }\n": types.ApiPlansDocument,
    "\n  query MySubscriptions {\n    mySubscriptions {\n      ...SubscriptionItem\n    }\n  }\n": types.MySubscriptionsDocument,
    "\n  query MyUsage($apiId: Int, $from: String, $to: String) {\n    myUsage(apiId: $apiId, from: $from, to: $to) {\n      subscriptionId\n      apiId\n      day\n      calls\n      billable\n      overage\n      refusedDaily\n      refusedMonthly\n      refusedRate\n      refusedSuspended\n    }\n  }\n": types.MyUsageDocument,
    "\n  mutation SubscribePlan($input: SubscribeInput!) {\n    subscribePlan(input: $input) {\n      ...SubscriptionItem\n    }\n  }\n": types.SubscribePlanDocument,
    "\n  mutation UnsubscribePlan($id: Int!) {\n    unsubscribePlan(id: $id) {\n      id\n      status\n    }\n  }\n": types.UnsubscribePlanDocument,
    "\n  mutation CreatePlan($apiId: Int!, $input: PlanInput!) {\n    createPlan(apiId: $apiId, input: $input) {\n      ...PlanItem\n    }\n  }\n": types.CreatePlanDocument,
    "\n  mutation DeletePlan($planId: Int!) {\n    deletePlan(planId: $planId) {\n      id\n    }\n  }\n": types.DeletePlanDocument,
    "\n  query PlanAnalytics($apiId: Int!, $days: Int!) {\n    planAnalytics(apiId: $apiId, days: $days) {\n      plans {\n        planId\n        planName\n        subscribers\n        calls\n        billable\n        refused\n        p50Ms\n        p95Ms\n      }\n      subscribers {\n        subscriptionId\n        account\n        planName\n        status\n        calls\n        billable\n        refused\n        refusedDaily\n        refusedMonthly\n        refusedRate\n        daysAtLimit\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n": types.PlanAnalyticsDocument,
    "\n  query AdminSubscriptions($status: String, $keyword: String, $limit: Int!, $offset: Int!) {\n    adminSubscriptions(status: $status, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        account\n        apiName\n        apiNameEn\n        planName\n        planNameEn\n        status\n        suspendReason\n        usedToday\n        dailyLimit\n      }\n    }\n  }\n": types.AdminSubscriptionsDocument,
    "\n  mutation SuspendSubscription($id: Int!, $suspended: Boolean!, $reason: String) {\n    suspendSubscription(id: $id, suspended: $suspended, reason: $reason) {\n      id\n      status\n      suspendReason\n    }\n  }\n": types.SuspendSubscriptionDocument,
    "\n  mutation SwitchPlan($id: Int!, $planId: Int!) {\n    switchPlan(id: $id, planId: $planId) {\n      ...SubscriptionItem\n    }\n  }\n": types.SwitchPlanDocument,
    "\n  query PlanRequests($apiId: Int!) {\n    apiSubscriptions(apiId: $apiId, waiting: true, limit: 100, offset: 0) {\n      total\n      items {\n        id\n        account\n        status\n        planName\n        planNameEn\n        requestedPlanName\n        requestedPlanNameEn\n        createdAt\n        requestedAt\n      }\n    }\n  }\n": types.PlanRequestsDocument,
    "\n  mutation ApproveSubscription($id: Int!) {\n    approveSubscription(id: $id) {\n      id\n      status\n      planId\n      requestedPlanId\n    }\n  }\n": types.ApproveSubscriptionDocument,
    "\n  mutation DeclineSubscription($id: Int!, $reason: String) {\n    declineSubscription(id: $id, reason: $reason) {\n      id\n      status\n      requestedPlanId\n    }\n  }\n": types.DeclineSubscriptionDocument,
    "\n  query PlanEditorApi($apiId: Int!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n    }\n  }\n": types.PlanEditorApiDocument,
    "\n  mutation UpdatePlan($planId: Int!, $input: PlanInput!) {\n    updatePlan(planId: $planId, input: $input) {\n      ...PlanItem\n    }\n  }\n": types.UpdatePlanDocument,
    "\n  query ProblemTypes {\n    problemTypes {\n      id\n      kind\n      kindEn\n    }\n  }\n": types.ProblemTypesDocument,
    "\n  query RepositoryCommits($limit: Int!) {\n    repositoryCommits(limit: $limit) {\n      oid\n      message\n      authorName\n      authorEmail\n      committedDate\n    }\n  }\n": types.RepositoryCommitsDocument,
    "\n  query SearchAnalytics($days: Int!) {\n    searchAnalytics(days: $days) {\n      days\n      searches\n      zeroResultSearches\n      clicks\n      topQueries {\n        query\n        searches\n        results\n        clicks\n        clickThrough\n        lastAt\n      }\n      zeroResultQueries {\n        query\n        searches\n        lastAt\n        tenderRequestId\n      }\n    }\n  }\n": types.SearchAnalyticsDocument,
    "\n  query SearchSynonyms {\n    searchSynonyms {\n      id\n      terms\n      createdAt\n    }\n  }\n": types.SearchSynonymsDocument,
    "\n  mutation AddSearchSynonyms($terms: [String!]!) {\n    addSearchSynonyms(input: { terms: $terms }) {\n      id\n      terms\n      createdAt\n    }\n  }\n": types.AddSearchSynonymsDocument,
    "\n  mutation RemoveSearchSynonyms($id: Int!) {\n    removeSearchSynonyms(id: $id)\n  }\n": types.RemoveSearchSynonymsDocument,
    "\n  mutation TurnSearchIntoRequest($query: String!) {\n    turnSearchIntoRequest(query: $query)\n  }\n": types.TurnSearchIntoRequestDocument,
    "\n  mutation RecordSearchClick($query: String!, $apiId: Int!) {\n    recordSearchClick(query: $query, apiId: $apiId)\n  }\n": types.RecordSearchClickDocument,
    "\n  query SearchSuggestions($prefix: String!, $limit: Int) {\n    searchSuggestions(prefix: $prefix, limit: $limit) {\n      kind\n      text\n      textEn\n      apiId\n      categoryId\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  fragment StatusApi on ApiStatusFields {\n    apiId\n    name\n    nameEn\n    state\n    p95Ms\n    lastCheckedAt\n    uptime {\n      h24\n      d7\n      d30\n      d90\n    }\n    days {\n      day\n      uptime\n      downMinutes\n      maintenanceMinutes\n      incidents\n    }\n  }\n": types.StatusApiFragmentDoc,
    "\n  fragment StatusIncident on Incident {\n    id\n    apiId\n    apiName\n    apiNameEn\n    state\n    automatic\n    title\n    titleEn\n    startedAt\n    resolvedAt\n    updates {\n      id\n      phase\n      body\n      bodyEn\n      createdAt\n    }\n  }\n": types.StatusIncidentFragmentDoc,
    "\n  fragment StatusMaintenance on MaintenanceWindow {\n    id\n    apiId\n    apiName\n    apiNameEn\n    startsAt\n    endsAt\n    title\n    titleEn\n    active\n  }\n": types.StatusMaintenanceFragmentDoc,
    "\n  query StatusPage {\n    statusPage {\n      state\n      generatedAt\n      uptime {\n        h24\n        d7\n        d30\n        d90\n      }\n      apis {\n        ...StatusApi\n      }\n      openIncidents {\n        ...StatusIncident\n      }\n      recentIncidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n": types.StatusPageDocument,
    "\n  query ApiStatus($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      ...StatusApi\n      following\n      canManage\n      probeIntervalSeconds\n      probesEnabled\n      incidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n": types.ApiStatusDocument,
    "\n  query UptimeBadge($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      apiId\n      state\n      uptime {\n        d30\n      }\n    }\n  }\n": types.UptimeBadgeDocument,
    "\n  mutation FollowApiStatus($apiId: Int!, $follow: Boolean!) {\n    followApiStatus(apiId: $apiId, follow: $follow)\n  }\n": types.FollowApiStatusDocument,
    "\n  fragment AlertChannelFields on AlertChannel {\n    id\n    kind\n    name\n    target\n    emailTo\n    events\n    apiId\n    apiName\n    ownerAccount\n    enabled\n    lastError\n    lastErrorAt\n    lastDeliveredAt\n    createdAt\n  }\n": types.AlertChannelFieldsFragmentDoc,
    "\n  query AlertChannels {\n    alertChannels {\n      ...AlertChannelFields\n    }\n  }\n": types.AlertChannelsDocument,
    "\n  mutation CreateAlertChannel($input: AlertChannelInput!) {\n    createAlertChannel(input: $input) {\n      ...AlertChannelFields\n    }\n  }\n": types.CreateAlertChannelDocument,
    "\n  mutation DeleteAlertChannel($id: Int!) {\n    deleteAlertChannel(id: $id)\n  }\n": types.DeleteAlertChannelDocument,
    "\n  fragment AlertDeliveryFields on AlertDelivery {\n    id\n    channelId\n    channelName\n    channelKind\n    eventKind\n    title\n    titleEn\n    state\n    attempts\n    lastError\n    lastStatus\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    log {\n      attemptedAt\n      ok\n      status\n      answer\n      error\n    }\n  }\n": types.AlertDeliveryFieldsFragmentDoc,
    "\n  mutation TestAlertChannel($id: Int!) {\n    testAlertChannel(id: $id) {\n      ...AlertDeliveryFields\n    }\n  }\n": types.TestAlertChannelDocument,
    "\n  query AlertDeliveries($page: Int!, $pageSize: Int!) {\n    alertDeliveries(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AlertDeliveryFields\n      }\n    }\n  }\n": types.AlertDeliveriesDocument,
    "\n  mutation SetProbeSettings($apiId: Int!, $intervalSeconds: Int!, $enabled: Boolean!) {\n    setProbeSettings(apiId: $apiId, intervalSeconds: $intervalSeconds, enabled: $enabled) {\n      intervalSeconds\n      enabled\n    }\n  }\n": types.SetProbeSettingsDocument,
    "\n  mutation ScheduleMaintenance($input: MaintenanceInput!) {\n    scheduleMaintenance(input: $input) {\n      id\n    }\n  }\n": types.ScheduleMaintenanceDocument,
    "\n  mutation PostIncidentUpdate($incidentId: Int!, $input: IncidentUpdateInput!) {\n    postIncidentUpdate(incidentId: $incidentId, input: $input) {\n      id\n      state\n    }\n  }\n": types.PostIncidentUpdateDocument,
    "\n  mutation SetAlertChannelEnabled($id: Int!, $enabled: Boolean!) {\n    setAlertChannelEnabled(id: $id, enabled: $enabled) {\n      ...AlertChannelFields\n    }\n  }\n": types.SetAlertChannelEnabledDocument,
    "\n  query DeveloperTalk($offset: Int!, $limit: Int!) {\n    developerTalk(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        apiNameEn\n        content\n        nickname\n        userId\n        createTime\n        likeCount\n        repliesCount\n      }\n    }\n  }\n": types.DeveloperTalkDocument,
    "\n  fragment TenderItem on TenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n  }\n": types.TenderItemFragmentDoc,
    "\n  fragment AdminTenderItem on AdminTenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n    contact\n    requesterAccount\n  }\n": types.AdminTenderItemFragmentDoc,
    "\n  query TenderRequests($status: String, $keyword: String, $sort: String, $page: Int!, $pageSize: Int!) {\n    tenderRequests(status: $status, keyword: $keyword, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...TenderItem\n      }\n    }\n  }\n": types.TenderRequestsDocument,
    "\n  query AdminTenderRequests($status: String, $keyword: String, $page: Int!, $pageSize: Int!) {\n    adminTenderRequests(status: $status, keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AdminTenderItem\n      }\n    }\n  }\n": types.AdminTenderRequestsDocument,
    "\n  query TenderCategories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n": types.TenderCategoriesDocument,
    "\n  mutation SubmitTenderRequest($input: SubmitTenderRequestInput!) {\n    submitTenderRequest(input: $input) {\n      ...TenderItem\n    }\n  }\n": types.SubmitTenderRequestDocument,
    "\n  mutation VoteTenderRequest($id: Int!) {\n    voteTenderRequest(id: $id) {\n      id\n      votes\n      votedByMe\n    }\n  }\n": types.VoteTenderRequestDocument,
    "\n  mutation UpdateTenderRequest($id: Int!, $input: UpdateTenderRequestInput!) {\n    updateTenderRequest(id: $id, input: $input) {\n      ...AdminTenderItem\n    }\n  }\n": types.UpdateTenderRequestDocument,
    "\n  query TenderApiSearch($name: String) {\n    adminApis(name: $name, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n        status\n      }\n    }\n  }\n": types.TenderApiSearchDocument,
    "\n  query ToolboxTools {\n    toolboxTools {\n      builtin\n      api {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        requestMethod\n        needToken\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n": types.ToolboxToolsDocument,
    "\n  query ToolCatalog {\n    apis(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        name\n        nameEn\n        requestMethod\n        needToken\n        status\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n": types.ToolCatalogDocument,
    "\n  query ToolParams($id: Int!) {\n    api(id: $id) {\n      id\n      requestMethod\n      needToken\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n    }\n  }\n": types.ToolParamsDocument,
    "\n  query ApiVersions($apiId: Int!) {\n    apiVersions(apiId: $apiId) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n      isDefault\n      isLatest\n      calls30d\n      requestMethod\n      responseExample\n    }\n    apiDrift(apiId: $apiId) {\n      since\n      message\n    }\n  }\n": types.ApiVersionsDocument,
    "\n  mutation DeprecateApiVersion($apiId: Int!, $version: String!, $sunset: String!, $successor: String!) {\n    deprecateApiVersion(apiId: $apiId, version: $version, sunset: $sunset, successor: $successor) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n    }\n  }\n": types.DeprecateApiVersionDocument,
    "\n  query ApiVersionCallers($apiId: Int!, $version: String!) {\n    apiVersionCallers(apiId: $apiId, version: $version) {\n      days {\n        day\n        calls\n        users\n        anonymous\n      }\n      callers {\n        userId\n        account\n        calls\n        lastCalledAt\n      }\n    }\n  }\n": types.ApiVersionCallersDocument,
    "\n  mutation OverrideBreakingRevision($apiId: Int!, $reason: String!) {\n    overrideBreakingRevision(apiId: $apiId, reason: $reason)\n  }\n": types.OverrideBreakingRevisionDocument,
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
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      deviceToken\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      deviceToken\n      user {\n        id\n        account\n        username\n        role\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation Logout($everywhere: Boolean! = false) {\n    logout(everywhere: $everywhere)\n  }\n"): (typeof documents)["\n  mutation Logout($everywhere: Boolean! = false) {\n    logout(everywhere: $everywhere)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInterfaceAlerts($limit: Int!, $offset: Int!) {\n    interfaceAlerts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n        acknowledgedAt\n        acknowledgedBy\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInterfaceAlerts($limit: Int!, $offset: Int!) {\n    interfaceAlerts(limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n        acknowledgedAt\n        acknowledgedBy\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeAlert($id: Int!) {\n    acknowledgeAlert(id: $id) {\n      id\n      acknowledgedAt\n      acknowledgedBy\n    }\n  }\n"): (typeof documents)["\n  mutation AcknowledgeAlert($id: Int!) {\n    acknowledgeAlert(id: $id) {\n      id\n      acknowledgedAt\n      acknowledgedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InterfaceAlertRaised {\n    interfaceAlertRaised {\n      apiId\n      kind\n    }\n  }\n"): (typeof documents)["\n  subscription InterfaceAlertRaised {\n    interfaceAlertRaised {\n      apiId\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApis($tenantId: Int!, $name: String, $type: Int, $status: Int, $page: Int!, $pageSize: Int!) {\n    adminApis(\n      tenantId: $tenantId\n      name: $name\n      type: $type\n      status: $status\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        status\n        address\n        requestMethod\n        provider\n        visibility\n        tenantId\n        categoryId\n        categoryName\n        categoryNameEn\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApis($tenantId: Int!, $name: String, $type: Int, $status: Int, $page: Int!, $pageSize: Int!) {\n    adminApis(\n      tenantId: $tenantId\n      name: $name\n      type: $type\n      status: $status\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        status\n        address\n        requestMethod\n        provider\n        visibility\n        tenantId\n        categoryId\n        categoryName\n        categoryNameEn\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFilters {\n    workspaces {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  query AdminFilters {\n    workspaces {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiStatusHistory($apiId: Int!) {\n    apiStatusHistory(apiId: $apiId) {\n      fromStatus\n      toStatus\n      reason\n      actorAccount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminApiStatusHistory($apiId: Int!) {\n    apiStatusHistory(apiId: $apiId) {\n      fromStatus\n      toStatus\n      reason\n      actorAccount\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiRelease($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n  }\n"): (typeof documents)["\n  query AdminApiRelease($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiFormChoices {\n    tags {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  query AdminApiFormChoices {\n    tags {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddApi($input: NewApiInput!) {\n    addApi(input: $input)\n  }\n"): (typeof documents)["\n  mutation AdminAddApi($input: NewApiInput!) {\n    addApi(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticleList($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        category\n        categoryEn\n        publishedDate\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminArticleList($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        category\n        categoryEn\n        publishedDate\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminArticleFields on AdminArticle {\n    id\n    title\n    titleEn\n    category\n    categoryEn\n    content\n    contentEn\n    authorName\n    isOriginal\n  }\n"): (typeof documents)["\n  fragment AdminArticleFields on AdminArticle {\n    id\n    title\n    titleEn\n    category\n    categoryEn\n    content\n    contentEn\n    authorName\n    isOriginal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticle($id: Int!) {\n    adminArticle(id: $id) {\n      ...AdminArticleFields\n      publishedDate\n      views\n    }\n  }\n"): (typeof documents)["\n  query AdminArticle($id: Int!) {\n    adminArticle(id: $id) {\n      ...AdminArticleFields\n      publishedDate\n      views\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveArticleVersion($id: Int, $language: String!, $input: ArticleVersionInput!) {\n    saveArticleVersion(id: $id, language: $language, input: $input) {\n      ...AdminArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveArticleVersion($id: Int, $language: String!, $input: ArticleVersionInput!) {\n    saveArticleVersion(id: $id, language: $language, input: $input) {\n      ...AdminArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveArticleEnglish($id: Int!) {\n    removeArticleEnglish(id: $id) {\n      id\n      titleEn\n      contentEn\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveArticleEnglish($id: Int!) {\n    removeArticleEnglish(id: $id) {\n      id\n      titleEn\n      contentEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArticle($id: Int!) {\n    deleteArticle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogPosts($offset: Int!, $limit: Int!) {\n    adminBlogPosts(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        status\n        tags\n        authorName\n        views\n        publishedAt\n        updatedAt\n        hasEnglishVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogPosts($offset: Int!, $limit: Int!) {\n    adminBlogPosts(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        title\n        titleEn\n        status\n        tags\n        authorName\n        views\n        publishedAt\n        updatedAt\n        hasEnglishVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBlogPost($id: Int!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      titleEn\n      summary\n      summaryEn\n      content\n      contentEn\n      tags\n      cover\n      authorName\n      status\n    }\n  }\n"): (typeof documents)["\n  query AdminBlogPost($id: Int!) {\n    adminBlogPost(id: $id) {\n      id\n      title\n      titleEn\n      summary\n      summaryEn\n      content\n      contentEn\n      tags\n      cover\n      authorName\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadBlogCover($data: String!) {\n    uploadBlogCover(data: $data)\n  }\n"): (typeof documents)["\n  mutation UploadBlogCover($data: String!) {\n    uploadBlogCover(data: $data)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlogPost($input: BlogPostInput!) {\n    createBlogPost(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlogPost($id: Int!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlogPost($id: Int!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlogPost($id: Int!) {\n    deleteBlogPost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlogPost($id: Int!) {\n    deleteBlogPost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    adminCategories {\n      id\n      slug\n      name\n      nameEn\n      sortOrder\n      apiCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    adminCategories {\n      id\n      slug\n      name\n      nameEn\n      sortOrder\n      apiCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackItem on Feedback {\n    id\n    kind\n    summary\n    description\n    severity\n    urgency\n    problemType\n    problemTypeEn\n    apiId\n    apiName\n    status\n    resolution\n    resolvedAt\n    createdAt\n    assignee\n    contact\n    note\n    workspaceName\n  }\n"): (typeof documents)["\n  fragment FeedbackItem on Feedback {\n    id\n    kind\n    summary\n    description\n    severity\n    urgency\n    problemType\n    problemTypeEn\n    apiId\n    apiName\n    status\n    resolution\n    resolvedAt\n    createdAt\n    assignee\n    contact\n    note\n    workspaceName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackInbox($kind: String, $status: String, $page: Int!, $pageSize: Int!) {\n    feedbackList(kind: $kind, status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackInbox($kind: String, $status: String, $page: Int!, $pageSize: Int!) {\n    feedbackList(kind: $kind, status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignedReports($status: String, $page: Int!, $pageSize: Int!) {\n    assignedReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssignedReports($status: String, $page: Int!, $pageSize: Int!) {\n    assignedReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBugReports($status: String, $page: Int!, $pageSize: Int!) {\n    myBugReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBugReports($status: String, $page: Int!, $pageSize: Int!) {\n    myBugReports(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFeedback($status: String, $page: Int!, $pageSize: Int!) {\n    myFeedback(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyFeedback($status: String, $page: Int!, $pageSize: Int!) {\n    myFeedback(status: $status, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...FeedbackItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFeedbackStatus($id: Int!, $status: String!, $resolution: String) {\n    setFeedbackStatus(id: $id, status: $status, resolution: $resolution) {\n      ...FeedbackItem\n    }\n  }\n"): (typeof documents)["\n  mutation SetFeedbackStatus($id: Int!, $status: String!, $resolution: String) {\n    setFeedbackStatus(id: $id, status: $status, resolution: $resolution) {\n      ...FeedbackItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportOptions {\n    baseParams {\n      admins {\n        account\n        username\n      }\n      problemTypes {\n        id\n        name\n      }\n    }\n    workspaces {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ReportOptions {\n    baseParams {\n      admins {\n        account\n        username\n      }\n      problemTypes {\n        id\n        name\n      }\n    }\n    workspaces {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitProblemReport($input: ProblemReportInput!) {\n    submitProblemReport(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitProblemReport($input: ProblemReportInput!) {\n    submitProblemReport(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccessLogs($ip: String, $from: DateTimeISO, $to: DateTimeISO, $page: Int!, $pageSize: Int!) {\n    accessLogs(ipAddress: $ip, startTime: $from, endTime: $to, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        browser\n        os\n        device\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAccessLogs($ip: String, $from: DateTimeISO, $to: DateTimeISO, $page: Int!, $pageSize: Int!) {\n    accessLogs(ipAddress: $ip, startTime: $from, endTime: $to, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        id\n        ipAddress\n        userAgent\n        createdAt\n        browser\n        os\n        device\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPolicies {\n    policies {\n      alarm {\n        policyId\n        policy\n        threshold\n        unit\n      }\n      shutdown {\n        policyId\n        policy\n        threshold\n        unit\n      }\n    }\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n"): (typeof documents)["\n  query AdminPolicies {\n    policies {\n      alarm {\n        policyId\n        policy\n        threshold\n        unit\n      }\n      shutdown {\n        policyId\n        policy\n        threshold\n        unit\n      }\n    }\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePolicy($input: PolicyInput!) {\n    createPolicy(input: $input) {\n      policyId\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePolicy($input: PolicyInput!) {\n    createPolicy(input: $input) {\n      policyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPolicyThreshold($kind: PolicyKind!, $id: Int!, $threshold: Int!) {\n    setPolicyThreshold(kind: $kind, id: $id, threshold: $threshold) {\n      policyId\n      threshold\n    }\n  }\n"): (typeof documents)["\n  mutation SetPolicyThreshold($kind: PolicyKind!, $id: Int!, $threshold: Int!) {\n    setPolicyThreshold(kind: $kind, id: $id, threshold: $threshold) {\n      policyId\n      threshold\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePolicy($kind: PolicyKind!, $id: Int!) {\n    deletePolicy(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePolicy($kind: PolicyKind!, $id: Int!) {\n    deletePolicy(kind: $kind, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewDesk {\n    pendingReviews {\n      reviewId\n      apiId\n      name\n      description\n      submittedAt\n      creatorName\n      isPrototype\n      version\n      revision {\n        number\n        changedFields\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewDesk {\n    pendingReviews {\n      reviewId\n      apiId\n      name\n      description\n      submittedAt\n      creatorName\n      isPrototype\n      version\n      revision {\n        number\n        changedFields\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditList {\n    auditList {\n      apiId\n      name\n      note\n      status\n      createdAt\n      reviewedAt\n      comment\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditList {\n    auditList {\n      apiId\n      name\n      note\n      status\n      createdAt\n      reviewedAt\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewMode {\n    reviewMode {\n      currentMode\n      modes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewMode {\n    reviewMode {\n      currentMode\n      modes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeReviewMode($modeId: Int!) {\n    changeReviewMode(modeId: $modeId)\n  }\n"): (typeof documents)["\n  mutation ChangeReviewMode($modeId: Int!) {\n    changeReviewMode(modeId: $modeId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PassApi($apiId: Int!, $version: String) {\n    passApi(apiId: $apiId, version: $version)\n  }\n"): (typeof documents)["\n  mutation PassApi($apiId: Int!, $version: String) {\n    passApi(apiId: $apiId, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectApi($apiId: Int!, $comment: String, $version: String) {\n    rejectApi(apiId: $apiId, comment: $comment, version: $version)\n  }\n"): (typeof documents)["\n  mutation RejectApi($apiId: Int!, $comment: String, $version: String) {\n    rejectApi(apiId: $apiId, comment: $comment, version: $version)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewApis($input: ReviewDecisionInput!) {\n    reviewApis(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReviewApis($input: ReviewDecisionInput!) {\n    reviewApis(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiPublishConfig($apiId: Int!) {\n    apiPublishConfig(apiId: $apiId) {\n      apiId\n      deployType\n      threshold\n      delayThreshold\n      alertThreshold\n      offThreshold\n      attackProtection\n      tokenRule\n      tokenRuleLabel\n      updatedAt\n      updatedBy\n    }\n  }\n"): (typeof documents)["\n  query ApiPublishConfig($apiId: Int!) {\n    apiPublishConfig(apiId: $apiId) {\n      apiId\n      deployType\n      threshold\n      delayThreshold\n      alertThreshold\n      offThreshold\n      attackProtection\n      tokenRule\n      tokenRuleLabel\n      updatedAt\n      updatedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishApi($input: PublishApiInput!) {\n    publishApi(input: $input)\n  }\n"): (typeof documents)["\n  mutation PublishApi($input: PublishApiInput!) {\n    publishApi(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformDefaults {\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n"): (typeof documents)["\n  query PlatformDefaults {\n    platformDefaults {\n      delayThreshold\n      alertThreshold\n      alertCallsPerMinute\n      offThreshold\n      offConsecutiveFailures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles {\n    roles {\n      role\n      accounts\n      total\n      grants {\n        method\n        path\n        summary\n        tag\n      }\n      graphqlGrants {\n        kind\n        name\n        description\n        descriptionZh\n      }\n    }\n  }\n"): (typeof documents)["\n  query Roles {\n    roles {\n      role\n      accounts\n      total\n      grants {\n        method\n        path\n        summary\n        tag\n      }\n      graphqlGrants {\n        kind\n        name\n        description\n        descriptionZh\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityPosture {\n    securityPosture {\n      upstreamAllowList\n      upstreamPorts\n      upstreamTimeoutMs\n      upstreamMaxBytes\n      tokenTtlSeconds\n      loginMaxAttempts\n      loginWindowSeconds\n      registrationsPerHour\n      rateLimits {\n        key\n        points\n        seconds\n      }\n      graphqlMaxCost\n      graphqlMaxDepth\n      graphqlMaxAliases\n      sharedCounters\n      refusals {\n        method\n        route\n        status\n        count\n      }\n      refusedOpenCalls\n      since\n    }\n  }\n"): (typeof documents)["\n  query SecurityPosture {\n    securityPosture {\n      upstreamAllowList\n      upstreamPorts\n      upstreamTimeoutMs\n      upstreamMaxBytes\n      tokenTtlSeconds\n      loginMaxAttempts\n      loginWindowSeconds\n      registrationsPerHour\n      rateLimits {\n        key\n        points\n        seconds\n      }\n      graphqlMaxCost\n      graphqlMaxDepth\n      graphqlMaxAliases\n      sharedCounters\n      refusals {\n        method\n        route\n        status\n        count\n      }\n      refusedOpenCalls\n      since\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers(\n    $account: String\n    $username: String\n    $status: Int\n    $role: Int\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    users(\n      account: $account\n      username: $username\n      status: $status\n      role: $role\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        account\n        username\n        status\n        role\n        creatorId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers(\n    $account: String\n    $username: String\n    $status: Int\n    $role: Int\n    $page: Int!\n    $pageSize: Int!\n  ) {\n    users(\n      account: $account\n      username: $username\n      status: $status\n      role: $role\n      page: $page\n      pageSize: $pageSize\n    ) {\n      total\n      items {\n        id\n        account\n        username\n        status\n        role\n        creatorId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStatusEvents($limit: Int!) {\n    userStatusEvents(limit: $limit) {\n      id\n      account\n      actorAccount\n      fromStatus\n      toStatus\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserStatusEvents($limit: Int!) {\n    userStatusEvents(limit: $limit) {\n      id\n      account\n      actorAccount\n      fromStatus\n      toStatus\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserStatus($id: Int!, $status: Int!, $reason: String) {\n    setUserStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserStatus($id: Int!, $status: Int!, $reason: String) {\n    setUserStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiChangeHistory($apiId: Int!) {\n    apiChangeHistory(apiId: $apiId) {\n      number\n      releasedAt\n      deployType\n      grayShare\n      state\n      initial\n      addressChanged\n      method {\n        before\n        after\n      }\n      responseFormat {\n        before\n        after\n      }\n      responseExample {\n        before\n        after\n      }\n      params {\n        change\n        name\n        fields\n        before {\n          type\n          required\n          note\n          example\n          location\n        }\n        after {\n          type\n          required\n          note\n          example\n          location\n        }\n      }\n      paramCount\n    }\n  }\n"): (typeof documents)["\n  query ApiChangeHistory($apiId: Int!) {\n    apiChangeHistory(apiId: $apiId) {\n      number\n      releasedAt\n      deployType\n      grayShare\n      state\n      initial\n      addressChanged\n      method {\n        before\n        after\n      }\n      responseFormat {\n        before\n        after\n      }\n      responseExample {\n        before\n        after\n      }\n      params {\n        change\n        name\n        fields\n        before {\n          type\n          required\n          note\n          example\n          location\n        }\n        after {\n          type\n          required\n          note\n          example\n          location\n        }\n      }\n      paramCount\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment LikeResultFields on LikeResult {\n    targetId\n    targetType\n    isLiked\n    likeCount\n  }\n"): (typeof documents)["\n  fragment LikeResultFields on LikeResult {\n    targetId\n    targetType\n    isLiked\n    likeCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation LikeTarget($targetId: Int!, $targetType: Int!) {\n    like(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeTarget($targetId: Int!, $targetType: Int!) {\n    unlike(targetId: $targetId, targetType: $targetType) {\n      ...LikeResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CommentAdded($apiId: Int!) {\n    commentAdded(apiId: $apiId) {\n      apiId\n      comment {\n        ...CommentFields\n      }\n      reply {\n        ...ReplyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      stars\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      isPrototype\n      address\n      author {\n        id\n        name\n        nameEn\n        icon\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiDetail($id: Int!) {\n    api(id: $id) {\n      id\n      name\n      nameEn\n      description\n      descriptionEn\n      note\n      noteEn\n      status\n      hot\n      callCount\n      stars\n      updatedAt\n      requestMethod\n      responseFormat\n      responseExample\n      needToken\n      isPrototype\n      address\n      author {\n        id\n        name\n        nameEn\n        icon\n      }\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n      bugFixHistory {\n        version\n        fixedOn\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n"): (typeof documents)["\n  query ApiCallCount($id: Int!) {\n    api(id: $id) {\n      id\n      callCount\n      hot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApiChanged($id: Int!) {\n    apiChanged(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  subscription ApiChanged($id: Int!) {\n    apiChanged(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CallRecorded($apiId: Int!, $receipt: String!) {\n    callRecorded(apiId: $apiId, receipt: $receipt) {\n      apiId\n      receipt\n    }\n  }\n"): (typeof documents)["\n  subscription CallRecorded($apiId: Int!, $receipt: String!) {\n    callRecorded(apiId: $apiId, receipt: $receipt) {\n      apiId\n      receipt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!, $version: String) {\n    apiCallHistory(apiId: $apiId, limit: $limit, version: $version) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n      mockCalls {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period, version: $version) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n      versions {\n        version\n        calls\n        failed\n        errorShare\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiCallHistory($apiId: Int!, $limit: Int!, $period: StatsPeriod!, $version: String) {\n    apiCallHistory(apiId: $apiId, limit: $limit, version: $version) {\n      total\n      avgMs\n      items {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n      mockCalls {\n        responseTimeMs\n        requestIp\n        success\n        status\n        mock\n        requestedAt\n      }\n    }\n    apiCallStats(apiId: $apiId, period: $period, version: $version) {\n      platform {\n        calls\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          avgMs\n          p95Ms\n        }\n      }\n      mine {\n        calls\n        avgMs\n        series {\n          at\n          calls\n          avgMs\n        }\n      }\n      versions {\n        version\n        calls\n        failed\n        errorShare\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MockCall($apiId: Int!, $method: MockMethod!, $params: JSONObject, $receipt: String) {\n    mockCall(apiId: $apiId, method: $method, params: $params, receipt: $receipt) {\n      mock\n      source\n      status\n      contentType\n      body\n    }\n  }\n"): (typeof documents)["\n  mutation MockCall($apiId: Int!, $method: MockMethod!, $params: JSONObject, $receipt: String) {\n    mockCall(apiId: $apiId, method: $method, params: $params, receipt: $receipt) {\n      mock\n      source\n      status\n      contentType\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiImportFields on ApiImport {\n    format\n    title\n    version\n    sourceUrl\n    operations {\n      key\n      name\n      description\n      method\n      address\n      needToken\n      responseExample\n      tags\n      hasSchema\n      warnings\n      error\n      action\n      parameters {\n        name\n        type\n        required\n        description\n        example\n      }\n      match {\n        apiId\n        name\n        status\n        diff {\n          field\n          before\n          after\n        }\n      }\n    }\n    results {\n      key\n      action\n      apiId\n      revisionNumber\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment ApiImportFields on ApiImport {\n    format\n    title\n    version\n    sourceUrl\n    operations {\n      key\n      name\n      description\n      method\n      address\n      needToken\n      responseExample\n      tags\n      hasSchema\n      warnings\n      error\n      action\n      parameters {\n        name\n        type\n        required\n        description\n        example\n      }\n      match {\n        apiId\n        name\n        status\n        diff {\n          field\n          before\n          after\n        }\n      }\n    }\n    results {\n      key\n      action\n      apiId\n      revisionNumber\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewApiImport($source: ApiImportSourceInput!) {\n    previewApiImport(source: $source) {\n      ...ApiImportFields\n    }\n  }\n"): (typeof documents)["\n  mutation PreviewApiImport($source: ApiImportSourceInput!) {\n    previewApiImport(source: $source) {\n      ...ApiImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportApis($source: ApiImportSourceInput!, $choices: [ApiImportChoice!]) {\n    importApis(source: $source, choices: $choices) {\n      ...ApiImportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportApis($source: ApiImportSourceInput!, $choices: [ApiImportChoice!]) {\n    importApis(source: $source, choices: $choices) {\n      ...ApiImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApisOpenApi($format: String) {\n    myApisOpenApi(format: $format)\n  }\n"): (typeof documents)["\n  query MyApisOpenApi($format: String) {\n    myApisOpenApi(format: $format)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Articles($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        category\n        categoryEn\n        title\n        titleEn\n        isOriginal\n        publishedDate\n        authorName\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  query Articles($offset: Int!, $limit: Int!) {\n    articles(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        category\n        categoryEn\n        title\n        titleEn\n        isOriginal\n        publishedDate\n        authorName\n        views\n        hasEnglishVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Article($id: Int!, $language: String!) {\n    article(id: $id, language: $language) {\n      id\n      language\n      category\n      title\n      isOriginal\n      publishedDate\n      authorName\n      views\n      hasEnglishVersion\n      content\n    }\n  }\n"): (typeof documents)["\n  query Article($id: Int!, $language: String!) {\n    article(id: $id, language: $language) {\n      id\n      language\n      category\n      title\n      isOriginal\n      publishedDate\n      authorName\n      views\n      hasEnglishVersion\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinAssistantWaitlist($input: JoinWaitlistInput!) {\n    joinAssistantWaitlist(input: $input) {\n      joinedAt\n    }\n  }\n"): (typeof documents)["\n  mutation JoinAssistantWaitlist($input: JoinWaitlistInput!) {\n    joinAssistantWaitlist(input: $input) {\n      joinedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantAnswer($question: String!) {\n    assistantAnswer(question: $question) {\n      question\n      picks {\n        apiId\n        name\n        nameEn\n        description\n        descriptionEn\n        categoryName\n        categoryNameEn\n        requestMethod\n        needToken\n        status\n        score\n        reasons {\n          word\n          field\n          via\n          from\n        }\n        params {\n          name\n          example\n          suggested\n          suggestedFrom\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantAnswer($question: String!) {\n    assistantAnswer(question: $question) {\n      question\n      picks {\n        apiId\n        name\n        nameEn\n        description\n        descriptionEn\n        categoryName\n        categoryNameEn\n        requestMethod\n        needToken\n        status\n        score\n        reasons {\n          word\n          field\n          via\n          from\n        }\n        params {\n          name\n          example\n          suggested\n          suggestedFrom\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPosts($offset: Int!, $limit: Int!, $tag: String) {\n    blogPosts(offset: $offset, limit: $limit, tag: $tag) {\n      total\n      items {\n        id\n        title\n        titleEn\n        summary\n        summaryEn\n        tags\n        cover\n        authorName\n        views\n        publishedAt\n        readingMinutes\n        hasEnglishVersion\n      }\n    }\n    blogTags {\n      tag\n      count\n    }\n  }\n"): (typeof documents)["\n  query BlogPosts($offset: Int!, $limit: Int!, $tag: String) {\n    blogPosts(offset: $offset, limit: $limit, tag: $tag) {\n      total\n      items {\n        id\n        title\n        titleEn\n        summary\n        summaryEn\n        tags\n        cover\n        authorName\n        views\n        publishedAt\n        readingMinutes\n        hasEnglishVersion\n      }\n    }\n    blogTags {\n      tag\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($id: Int!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleEn\n      tags\n      cover\n      authorName\n      views\n      publishedAt\n      readingMinutes\n      content\n      contentEn\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($id: Int!) {\n    blogPost(id: $id) {\n      id\n      title\n      titleEn\n      tags\n      cover\n      authorName\n      views\n      publishedAt\n      readingMinutes\n      content\n      contentEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    isPrototype\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    hot\n    category {\n      id\n      name\n      nameEn\n      slug\n    }\n    weekly {\n      calls\n      medianMs\n      successRate\n    }\n  }\n"): (typeof documents)["\n  fragment ApiCardFields on Api {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    imageUrl\n    icon\n    stars\n    status\n    isNew\n    isOriginal\n    isPrototype\n    updatedAt\n    needToken\n    requestMethod\n    responseFormat\n    testUrl\n    address\n    responseExample\n    provider\n    note\n    noteEn\n    hot\n    category {\n      id\n      name\n      nameEn\n      slug\n    }\n    weekly {\n      calls\n      medianMs\n      successRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularApis($limit: Int!) {\n    market(sort: POPULAR, offset: 0, limit: $limit) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PopularApis($limit: Int!) {\n    market(sort: POPULAR, offset: 0, limit: $limit) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchApis($keywords: String!, $category: String!, $limit: Int!) {\n    searchApis(keywords: $keywords, category: $category, offset: 0, limit: $limit) {\n      total\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStarredApiIds {\n    myStarredApiIds\n  }\n"): (typeof documents)["\n  query MyStarredApiIds {\n    myStarredApiIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiStar($apiId: Int!, $starred: Boolean!) {\n    setApiStar(apiId: $apiId, starred: $starred) {\n      id\n      stars\n      starredByMe\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiStar($apiId: Int!, $starred: Boolean!) {\n    setApiStar(apiId: $apiId, starred: $starred) {\n      id\n      stars\n      starredByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n  }\n"): (typeof documents)["\n  query Categories {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        official\n        vip\n        apiCount\n        starsReceived\n        responseRate\n        isOnline\n      }\n    }\n  }\n"): (typeof documents)["\n  query Creators($limit: Int!) {\n    creators(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        name\n        nameEn\n        title\n        titleEn\n        icon\n        official\n        vip\n        apiCount\n        starsReceived\n        responseRate\n        isOnline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckRole($role: Role!) {\n    checkRole(role: $role)\n  }\n"): (typeof documents)["\n  query CheckRole($role: Role!) {\n    checkRole(role: $role)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementHeadFields on Announcement {\n    id\n    type\n    title\n    titleEn\n    summary\n    summaryEn\n    author\n    publishedAt\n  }\n"): (typeof documents)["\n  fragment AnnouncementHeadFields on Announcement {\n    id\n    type\n    title\n    titleEn\n    summary\n    summaryEn\n    author\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n      content\n      contentEn\n    }\n  }\n"): (typeof documents)["\n  query Announcement($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n      content\n      contentEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementSummary($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementSummary($id: Int!) {\n    announcement(id: $id) {\n      ...AnnouncementHeadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Announcements($type: String, $limit: Int!) {\n    announcements(type: $type, offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CurrentNotice {\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n"): (typeof documents)["\n  query VersionLogs($limit: Int!) {\n    versionLogs(offset: 0, limit: $limit) {\n      total\n      items {\n        id\n        version\n        title\n        titleEn\n        description\n        descriptionEn\n        releasedOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorProfile($id: Int!, $timeZone: String!) {\n    creator(id: $id) {\n      id\n      name\n      nameEn\n      title\n      titleEn\n      bio\n      bioEn\n      icon\n      official\n      vip\n      isOnline\n      joinedAt\n      apiCount\n      followers\n      following\n      followedByMe\n      starsReceived\n      responseRate\n      activityCalendar(timeZone: $timeZone) {\n        from\n        to\n        total\n        days {\n          day\n          count\n          level\n          created\n          published\n          updated\n          answered\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorProfile($id: Int!, $timeZone: String!) {\n    creator(id: $id) {\n      id\n      name\n      nameEn\n      title\n      titleEn\n      bio\n      bioEn\n      icon\n      official\n      vip\n      isOnline\n      joinedAt\n      apiCount\n      followers\n      following\n      followedByMe\n      starsReceived\n      responseRate\n      activityCalendar(timeZone: $timeZone) {\n        from\n        to\n        total\n        days {\n          day\n          count\n          level\n          created\n          published\n          updated\n          answered\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCreatorId {\n    me {\n      id\n      creatorId\n    }\n  }\n"): (typeof documents)["\n  query MyCreatorId {\n    me {\n      id\n      creatorId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowCreator($creatorId: Int!, $following: Boolean!) {\n    followCreator(creatorId: $creatorId, following: $following) {\n      id\n      followers\n      followedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation FollowCreator($creatorId: Int!, $following: Boolean!) {\n    followCreator(creatorId: $creatorId, following: $following) {\n      id\n      followers\n      followedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorWorks($creatorId: Int!, $keywords: String!, $offset: Int!, $limit: Int!) {\n    market(creatorId: $creatorId, keywords: $keywords, sort: NEWEST, offset: $offset, limit: $limit) {\n      total\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorWorks($creatorId: Int!, $keywords: String!, $offset: Int!, $limit: Int!) {\n    market(creatorId: $creatorId, keywords: $keywords, sort: NEWEST, offset: $offset, limit: $limit) {\n      total\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem on Notification {\n    id\n    apiId\n    kind\n    message\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem on Notification {\n    id\n    apiId\n    kind\n    message\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications {\n      unread\n      items {\n        ...NotificationItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications {\n      unread\n      items {\n        ...NotificationItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: Int!) {\n    markNotificationRead(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyItem on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    revokedReason\n  }\n"): (typeof documents)["\n  fragment ApiKeyItem on ApiKey {\n    id\n    name\n    prefix\n    createdAt\n    lastUsedAt\n    revokedAt\n    revokedReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApiKeys {\n    myApiKeys {\n      ...ApiKeyItem\n    }\n  }\n"): (typeof documents)["\n  query MyApiKeys {\n    myApiKeys {\n      ...ApiKeyItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyItem\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        ...ApiKeyItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      revokedReason\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n      revokedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiAnalytics($apiId: Int!, $period: StatsPeriod!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n      status\n      pendingReview\n      awaitingRelease\n      requestMethod\n      address\n      calls\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        successCalls\n        avgMs\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          failed\n          avgMs\n          p95Ms\n        }\n      }\n    }\n    apiTopCallers(apiId: $apiId, period: $period) {\n      requestIp\n      calls\n      failed\n      lastCallAt\n    }\n  }\n"): (typeof documents)["\n  query ApiAnalytics($apiId: Int!, $period: StatsPeriod!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n      status\n      pendingReview\n      awaitingRelease\n      requestMethod\n      address\n      calls\n    }\n    apiCallStats(apiId: $apiId, period: $period) {\n      platform {\n        calls\n        successCalls\n        avgMs\n        p50Ms\n        p95Ms\n        series {\n          at\n          calls\n          failed\n          avgMs\n          p95Ms\n        }\n      }\n    }\n    apiTopCallers(apiId: $apiId, period: $period) {\n      requestIp\n      calls\n      failed\n      lastCallAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiReleaseState($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n    interfaceAlerts(apiId: $apiId, limit: 10) {\n      total\n      items {\n        id\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiReleaseState($apiId: Int!) {\n    apiRelease(apiId: $apiId) {\n      deployType\n      share\n      hasPreviousVersion\n      rolledBack\n      promoteAfterCalls\n      healthyGrayCalls\n    }\n    interfaceAlerts(apiId: $apiId, limit: 10) {\n      total\n      items {\n        id\n        kind\n        message\n        calls\n        failed\n        slow\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeveloperCentre {\n    myApis {\n      ...MyApiRow\n    }\n    notifications(unreadOnly: true) {\n      unread\n    }\n    myApiKeys {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query DeveloperCentre {\n    myApis {\n      ...MyApiRow\n    }\n    notifications(unreadOnly: true) {\n      unread\n    }\n    myApiKeys {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyApiRow on MyApi {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    requestMethod\n    address\n    testUrl\n    status\n    pendingReview\n    awaitingRelease\n    updatedAt\n    calls\n    pendingRevision {\n      id\n      number\n      status\n      changedFields\n      breaking\n    }\n  }\n"): (typeof documents)["\n  fragment MyApiRow on MyApi {\n    id\n    name\n    nameEn\n    description\n    descriptionEn\n    requestMethod\n    address\n    testUrl\n    status\n    pendingReview\n    awaitingRelease\n    updatedAt\n    calls\n    pendingRevision {\n      id\n      number\n      status\n      changedFields\n      breaking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApis {\n    myApis {\n      ...MyApiRow\n    }\n  }\n"): (typeof documents)["\n  query MyApis {\n    myApis {\n      ...MyApiRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApi($id: Int!) {\n    myApi(id: $id) {\n      id\n      name\n      description\n      requestMethod\n      address\n      testUrl\n      status\n      pendingReview\n      updatedAt\n      calls\n      responseFormat\n      note\n      needToken\n      isPrototype\n      responseExample\n      responseSchema\n      categoryId\n      tagIds\n      iconKey\n      parameters {\n        name\n        description\n        type\n        required\n        example\n        location\n      }\n      pendingRevision {\n        id\n        number\n        status\n        address\n        requestMethod\n        responseFormat\n        responseExample\n        responseSchema\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n        parameters {\n          name\n          note\n          type\n          required\n          example\n          location\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyApi($id: Int!) {\n    myApi(id: $id) {\n      id\n      name\n      description\n      requestMethod\n      address\n      testUrl\n      status\n      pendingReview\n      updatedAt\n      calls\n      responseFormat\n      note\n      needToken\n      isPrototype\n      responseExample\n      responseSchema\n      categoryId\n      tagIds\n      iconKey\n      parameters {\n        name\n        description\n        type\n        required\n        example\n        location\n      }\n      pendingRevision {\n        id\n        number\n        status\n        address\n        requestMethod\n        responseFormat\n        responseExample\n        responseSchema\n        breaking\n        versionOverride\n        changes {\n          kind\n          breaking\n          label\n          labelEn\n          target\n        }\n        parameters {\n          name\n          note\n          type\n          required\n          example\n          location\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiFormChoices {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    tags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ApiFormChoices {\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    tags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApi($input: ApiFormInput!) {\n    createApi(input: $input) {\n      ...MyApiRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApi($input: ApiFormInput!) {\n    createApi(input: $input) {\n      ...MyApiRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApi($id: Int!, $input: ApiFormInput!) {\n    updateApi(id: $id, input: $input) {\n      ...MyApiRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApi($id: Int!, $input: ApiFormInput!) {\n    updateApi(id: $id, input: $input) {\n      ...MyApiRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatusChange on ApiStatusChange {\n    published\n    api {\n      ...MyApiRow\n    }\n  }\n"): (typeof documents)["\n  fragment StatusChange on ApiStatusChange {\n    published\n    api {\n      ...MyApiRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiStatus($id: Int!, $status: Int!) {\n    setApiStatus(id: $id, status: $status) {\n      ...StatusChange\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiStatus($id: Int!, $status: Int!) {\n    setApiStatus(id: $id, status: $status) {\n      ...StatusChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubmitApi($id: Int!) {\n    resubmitApi(id: $id) {\n      ...StatusChange\n    }\n  }\n"): (typeof documents)["\n  mutation ResubmitApi($id: Int!) {\n    resubmitApi(id: $id) {\n      ...StatusChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiRejectReason($id: Int!) {\n    apiRejectReason(id: $id)\n  }\n"): (typeof documents)["\n  query ApiRejectReason($id: Int!) {\n    apiRejectReason(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishConfig($apiId: Int!) {\n    publishConfig(apiId: $apiId) {\n      deployType\n      grayScale\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n    myApi(id: $apiId) {\n      id\n      awaitingRelease\n      pendingRevision {\n        number\n        status\n      }\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishConfig($apiId: Int!) {\n    publishConfig(apiId: $apiId) {\n      deployType\n      grayScale\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n    myApi(id: $apiId) {\n      id\n      awaitingRelease\n      pendingRevision {\n        number\n        status\n      }\n      parameters {\n        name\n        description\n        type\n        required\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPublishConfig($input: PublishConfigInput!) {\n    submitPublishConfig(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitPublishConfig($input: PublishConfigInput!) {\n    submitPublishConfig(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditList {\n    myApis {\n      id\n      status\n      pendingReview\n    }\n    auditList {\n      apiId\n      name\n      note\n      status\n      comment\n      createdAt\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  query AuditList {\n    myApis {\n      id\n      status\n      pendingReview\n    }\n    auditList {\n      apiId\n      name\n      note\n      status\n      comment\n      createdAt\n      reviewedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  query DocsApiPicker {\n    market(keywords: \"\", sort: POPULAR, offset: 0, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocsApiPicker {\n    market(keywords: \"\", sort: POPULAR, offset: 0, limit: 50) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocsApiName($id: Int!) {\n    api(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DocsApiName($id: Int!) {\n    api(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFirstScreen {\n    market(sort: POPULAR, offset: 0, limit: 12) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n    announcements(type: null, offset: 0, limit: 5) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeFirstScreen {\n    market(sort: POPULAR, offset: 0, limit: 12) {\n      allCount\n      items {\n        ...ApiCardFields\n      }\n    }\n    categories {\n      id\n      name\n      nameEn\n      slug\n    }\n    currentNotice {\n      id\n      content\n      contentEn\n      createdAt\n    }\n    announcements(type: null, offset: 0, limit: 5) {\n      total\n      items {\n        id\n        type\n        title\n        titleEn\n        summary\n        summaryEn\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Market($keywords: String!, $categoryId: Int, $sort: MarketSort!, $offset: Int!, $limit: Int!) {\n    market(keywords: $keywords, categoryId: $categoryId, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      allCount\n      facets {\n        count\n        category {\n          id\n          name\n          nameEn\n          slug\n        }\n      }\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Market($keywords: String!, $categoryId: Int, $sort: MarketSort!, $offset: Int!, $limit: Int!) {\n    market(keywords: $keywords, categoryId: $categoryId, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      allCount\n      facets {\n        count\n        category {\n          id\n          name\n          nameEn\n          slug\n        }\n      }\n      items {\n        ...ApiCardFields\n      }\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanItem on Plan {\n    id\n    apiId\n    name\n    nameEn\n    dailyQuota\n    monthlyQuota\n    ratePerSecond\n    overage\n    needsApproval\n    isDefault\n    quotaText\n    quotaTextEn\n    subscribers\n  }\n"): (typeof documents)["\n  fragment PlanItem on Plan {\n    id\n    apiId\n    name\n    nameEn\n    dailyQuota\n    monthlyQuota\n    ratePerSecond\n    overage\n    needsApproval\n    isDefault\n    quotaText\n    quotaTextEn\n    subscribers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionItem on PlanSubscription {\n    id\n    apiId\n    apiName\n    apiNameEn\n    planId\n    planName\n    planNameEn\n    keyId\n    keyPrefix\n    status\n    suspendReason\n    requestedPlanId\n    requestedPlanName\n    requestedPlanNameEn\n    usedToday\n    usedThisMonth\n    dailyLimit\n    monthlyLimit\n    leftToday\n    leftThisMonth\n  }\n"): (typeof documents)["\n  fragment SubscriptionItem on PlanSubscription {\n    id\n    apiId\n    apiName\n    apiNameEn\n    planId\n    planName\n    planNameEn\n    keyId\n    keyPrefix\n    status\n    suspendReason\n    requestedPlanId\n    requestedPlanName\n    requestedPlanNameEn\n    usedToday\n    usedThisMonth\n    dailyLimit\n    monthlyLimit\n    leftToday\n    leftThisMonth\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiPlans($apiId: Int!) {\n    apiPlans(apiId: $apiId) {\n      ...PlanItem\n    }\n  }\n"): (typeof documents)["\n  query ApiPlans($apiId: Int!) {\n    apiPlans(apiId: $apiId) {\n      ...PlanItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscriptions {\n    mySubscriptions {\n      ...SubscriptionItem\n    }\n  }\n"): (typeof documents)["\n  query MySubscriptions {\n    mySubscriptions {\n      ...SubscriptionItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUsage($apiId: Int, $from: String, $to: String) {\n    myUsage(apiId: $apiId, from: $from, to: $to) {\n      subscriptionId\n      apiId\n      day\n      calls\n      billable\n      overage\n      refusedDaily\n      refusedMonthly\n      refusedRate\n      refusedSuspended\n    }\n  }\n"): (typeof documents)["\n  query MyUsage($apiId: Int, $from: String, $to: String) {\n    myUsage(apiId: $apiId, from: $from, to: $to) {\n      subscriptionId\n      apiId\n      day\n      calls\n      billable\n      overage\n      refusedDaily\n      refusedMonthly\n      refusedRate\n      refusedSuspended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePlan($input: SubscribeInput!) {\n    subscribePlan(input: $input) {\n      ...SubscriptionItem\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribePlan($input: SubscribeInput!) {\n    subscribePlan(input: $input) {\n      ...SubscriptionItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePlan($id: Int!) {\n    unsubscribePlan(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribePlan($id: Int!) {\n    unsubscribePlan(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlan($apiId: Int!, $input: PlanInput!) {\n    createPlan(apiId: $apiId, input: $input) {\n      ...PlanItem\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlan($apiId: Int!, $input: PlanInput!) {\n    createPlan(apiId: $apiId, input: $input) {\n      ...PlanItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlan($planId: Int!) {\n    deletePlan(planId: $planId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePlan($planId: Int!) {\n    deletePlan(planId: $planId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanAnalytics($apiId: Int!, $days: Int!) {\n    planAnalytics(apiId: $apiId, days: $days) {\n      plans {\n        planId\n        planName\n        subscribers\n        calls\n        billable\n        refused\n        p50Ms\n        p95Ms\n      }\n      subscribers {\n        subscriptionId\n        account\n        planName\n        status\n        calls\n        billable\n        refused\n        refusedDaily\n        refusedMonthly\n        refusedRate\n        daysAtLimit\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanAnalytics($apiId: Int!, $days: Int!) {\n    planAnalytics(apiId: $apiId, days: $days) {\n      plans {\n        planId\n        planName\n        subscribers\n        calls\n        billable\n        refused\n        p50Ms\n        p95Ms\n      }\n      subscribers {\n        subscriptionId\n        account\n        planName\n        status\n        calls\n        billable\n        refused\n        refusedDaily\n        refusedMonthly\n        refusedRate\n        daysAtLimit\n        p50Ms\n        p95Ms\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptions($status: String, $keyword: String, $limit: Int!, $offset: Int!) {\n    adminSubscriptions(status: $status, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        account\n        apiName\n        apiNameEn\n        planName\n        planNameEn\n        status\n        suspendReason\n        usedToday\n        dailyLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptions($status: String, $keyword: String, $limit: Int!, $offset: Int!) {\n    adminSubscriptions(status: $status, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        account\n        apiName\n        apiNameEn\n        planName\n        planNameEn\n        status\n        suspendReason\n        usedToday\n        dailyLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendSubscription($id: Int!, $suspended: Boolean!, $reason: String) {\n    suspendSubscription(id: $id, suspended: $suspended, reason: $reason) {\n      id\n      status\n      suspendReason\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendSubscription($id: Int!, $suspended: Boolean!, $reason: String) {\n    suspendSubscription(id: $id, suspended: $suspended, reason: $reason) {\n      id\n      status\n      suspendReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchPlan($id: Int!, $planId: Int!) {\n    switchPlan(id: $id, planId: $planId) {\n      ...SubscriptionItem\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchPlan($id: Int!, $planId: Int!) {\n    switchPlan(id: $id, planId: $planId) {\n      ...SubscriptionItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanRequests($apiId: Int!) {\n    apiSubscriptions(apiId: $apiId, waiting: true, limit: 100, offset: 0) {\n      total\n      items {\n        id\n        account\n        status\n        planName\n        planNameEn\n        requestedPlanName\n        requestedPlanNameEn\n        createdAt\n        requestedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanRequests($apiId: Int!) {\n    apiSubscriptions(apiId: $apiId, waiting: true, limit: 100, offset: 0) {\n      total\n      items {\n        id\n        account\n        status\n        planName\n        planNameEn\n        requestedPlanName\n        requestedPlanNameEn\n        createdAt\n        requestedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveSubscription($id: Int!) {\n    approveSubscription(id: $id) {\n      id\n      status\n      planId\n      requestedPlanId\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveSubscription($id: Int!) {\n    approveSubscription(id: $id) {\n      id\n      status\n      planId\n      requestedPlanId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineSubscription($id: Int!, $reason: String) {\n    declineSubscription(id: $id, reason: $reason) {\n      id\n      status\n      requestedPlanId\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineSubscription($id: Int!, $reason: String) {\n    declineSubscription(id: $id, reason: $reason) {\n      id\n      status\n      requestedPlanId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanEditorApi($apiId: Int!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  query PlanEditorApi($apiId: Int!) {\n    myApi(id: $apiId) {\n      id\n      name\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlan($planId: Int!, $input: PlanInput!) {\n    updatePlan(planId: $planId, input: $input) {\n      ...PlanItem\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlan($planId: Int!, $input: PlanInput!) {\n    updatePlan(planId: $planId, input: $input) {\n      ...PlanItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProblemTypes {\n    problemTypes {\n      id\n      kind\n      kindEn\n    }\n  }\n"): (typeof documents)["\n  query ProblemTypes {\n    problemTypes {\n      id\n      kind\n      kindEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RepositoryCommits($limit: Int!) {\n    repositoryCommits(limit: $limit) {\n      oid\n      message\n      authorName\n      authorEmail\n      committedDate\n    }\n  }\n"): (typeof documents)["\n  query RepositoryCommits($limit: Int!) {\n    repositoryCommits(limit: $limit) {\n      oid\n      message\n      authorName\n      authorEmail\n      committedDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAnalytics($days: Int!) {\n    searchAnalytics(days: $days) {\n      days\n      searches\n      zeroResultSearches\n      clicks\n      topQueries {\n        query\n        searches\n        results\n        clicks\n        clickThrough\n        lastAt\n      }\n      zeroResultQueries {\n        query\n        searches\n        lastAt\n        tenderRequestId\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchAnalytics($days: Int!) {\n    searchAnalytics(days: $days) {\n      days\n      searches\n      zeroResultSearches\n      clicks\n      topQueries {\n        query\n        searches\n        results\n        clicks\n        clickThrough\n        lastAt\n      }\n      zeroResultQueries {\n        query\n        searches\n        lastAt\n        tenderRequestId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSynonyms {\n    searchSynonyms {\n      id\n      terms\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query SearchSynonyms {\n    searchSynonyms {\n      id\n      terms\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSearchSynonyms($terms: [String!]!) {\n    addSearchSynonyms(input: { terms: $terms }) {\n      id\n      terms\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AddSearchSynonyms($terms: [String!]!) {\n    addSearchSynonyms(input: { terms: $terms }) {\n      id\n      terms\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSearchSynonyms($id: Int!) {\n    removeSearchSynonyms(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveSearchSynonyms($id: Int!) {\n    removeSearchSynonyms(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TurnSearchIntoRequest($query: String!) {\n    turnSearchIntoRequest(query: $query)\n  }\n"): (typeof documents)["\n  mutation TurnSearchIntoRequest($query: String!) {\n    turnSearchIntoRequest(query: $query)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSearchClick($query: String!, $apiId: Int!) {\n    recordSearchClick(query: $query, apiId: $apiId)\n  }\n"): (typeof documents)["\n  mutation RecordSearchClick($query: String!, $apiId: Int!) {\n    recordSearchClick(query: $query, apiId: $apiId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($prefix: String!, $limit: Int) {\n    searchSuggestions(prefix: $prefix, limit: $limit) {\n      kind\n      text\n      textEn\n      apiId\n      categoryId\n    }\n  }\n"): (typeof documents)["\n  query SearchSuggestions($prefix: String!, $limit: Int) {\n    searchSuggestions(prefix: $prefix, limit: $limit) {\n      kind\n      text\n      textEn\n      apiId\n      categoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatusApi on ApiStatusFields {\n    apiId\n    name\n    nameEn\n    state\n    p95Ms\n    lastCheckedAt\n    uptime {\n      h24\n      d7\n      d30\n      d90\n    }\n    days {\n      day\n      uptime\n      downMinutes\n      maintenanceMinutes\n      incidents\n    }\n  }\n"): (typeof documents)["\n  fragment StatusApi on ApiStatusFields {\n    apiId\n    name\n    nameEn\n    state\n    p95Ms\n    lastCheckedAt\n    uptime {\n      h24\n      d7\n      d30\n      d90\n    }\n    days {\n      day\n      uptime\n      downMinutes\n      maintenanceMinutes\n      incidents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatusIncident on Incident {\n    id\n    apiId\n    apiName\n    apiNameEn\n    state\n    automatic\n    title\n    titleEn\n    startedAt\n    resolvedAt\n    updates {\n      id\n      phase\n      body\n      bodyEn\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment StatusIncident on Incident {\n    id\n    apiId\n    apiName\n    apiNameEn\n    state\n    automatic\n    title\n    titleEn\n    startedAt\n    resolvedAt\n    updates {\n      id\n      phase\n      body\n      bodyEn\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatusMaintenance on MaintenanceWindow {\n    id\n    apiId\n    apiName\n    apiNameEn\n    startsAt\n    endsAt\n    title\n    titleEn\n    active\n  }\n"): (typeof documents)["\n  fragment StatusMaintenance on MaintenanceWindow {\n    id\n    apiId\n    apiName\n    apiNameEn\n    startsAt\n    endsAt\n    title\n    titleEn\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatusPage {\n    statusPage {\n      state\n      generatedAt\n      uptime {\n        h24\n        d7\n        d30\n        d90\n      }\n      apis {\n        ...StatusApi\n      }\n      openIncidents {\n        ...StatusIncident\n      }\n      recentIncidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatusPage {\n    statusPage {\n      state\n      generatedAt\n      uptime {\n        h24\n        d7\n        d30\n        d90\n      }\n      apis {\n        ...StatusApi\n      }\n      openIncidents {\n        ...StatusIncident\n      }\n      recentIncidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiStatus($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      ...StatusApi\n      following\n      canManage\n      probeIntervalSeconds\n      probesEnabled\n      incidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiStatus($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      ...StatusApi\n      following\n      canManage\n      probeIntervalSeconds\n      probesEnabled\n      incidents {\n        ...StatusIncident\n      }\n      maintenance {\n        ...StatusMaintenance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UptimeBadge($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      apiId\n      state\n      uptime {\n        d30\n      }\n    }\n  }\n"): (typeof documents)["\n  query UptimeBadge($apiId: Int!) {\n    apiStatus(apiId: $apiId) {\n      apiId\n      state\n      uptime {\n        d30\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowApiStatus($apiId: Int!, $follow: Boolean!) {\n    followApiStatus(apiId: $apiId, follow: $follow)\n  }\n"): (typeof documents)["\n  mutation FollowApiStatus($apiId: Int!, $follow: Boolean!) {\n    followApiStatus(apiId: $apiId, follow: $follow)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertChannelFields on AlertChannel {\n    id\n    kind\n    name\n    target\n    emailTo\n    events\n    apiId\n    apiName\n    ownerAccount\n    enabled\n    lastError\n    lastErrorAt\n    lastDeliveredAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AlertChannelFields on AlertChannel {\n    id\n    kind\n    name\n    target\n    emailTo\n    events\n    apiId\n    apiName\n    ownerAccount\n    enabled\n    lastError\n    lastErrorAt\n    lastDeliveredAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertChannels {\n    alertChannels {\n      ...AlertChannelFields\n    }\n  }\n"): (typeof documents)["\n  query AlertChannels {\n    alertChannels {\n      ...AlertChannelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAlertChannel($input: AlertChannelInput!) {\n    createAlertChannel(input: $input) {\n      ...AlertChannelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAlertChannel($input: AlertChannelInput!) {\n    createAlertChannel(input: $input) {\n      ...AlertChannelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAlertChannel($id: Int!) {\n    deleteAlertChannel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAlertChannel($id: Int!) {\n    deleteAlertChannel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertDeliveryFields on AlertDelivery {\n    id\n    channelId\n    channelName\n    channelKind\n    eventKind\n    title\n    titleEn\n    state\n    attempts\n    lastError\n    lastStatus\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    log {\n      attemptedAt\n      ok\n      status\n      answer\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment AlertDeliveryFields on AlertDelivery {\n    id\n    channelId\n    channelName\n    channelKind\n    eventKind\n    title\n    titleEn\n    state\n    attempts\n    lastError\n    lastStatus\n    createdAt\n    deliveredAt\n    nextAttemptAt\n    log {\n      attemptedAt\n      ok\n      status\n      answer\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAlertChannel($id: Int!) {\n    testAlertChannel(id: $id) {\n      ...AlertDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation TestAlertChannel($id: Int!) {\n    testAlertChannel(id: $id) {\n      ...AlertDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertDeliveries($page: Int!, $pageSize: Int!) {\n    alertDeliveries(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AlertDeliveryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AlertDeliveries($page: Int!, $pageSize: Int!) {\n    alertDeliveries(page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AlertDeliveryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProbeSettings($apiId: Int!, $intervalSeconds: Int!, $enabled: Boolean!) {\n    setProbeSettings(apiId: $apiId, intervalSeconds: $intervalSeconds, enabled: $enabled) {\n      intervalSeconds\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetProbeSettings($apiId: Int!, $intervalSeconds: Int!, $enabled: Boolean!) {\n    setProbeSettings(apiId: $apiId, intervalSeconds: $intervalSeconds, enabled: $enabled) {\n      intervalSeconds\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleMaintenance($input: MaintenanceInput!) {\n    scheduleMaintenance(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleMaintenance($input: MaintenanceInput!) {\n    scheduleMaintenance(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostIncidentUpdate($incidentId: Int!, $input: IncidentUpdateInput!) {\n    postIncidentUpdate(incidentId: $incidentId, input: $input) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation PostIncidentUpdate($incidentId: Int!, $input: IncidentUpdateInput!) {\n    postIncidentUpdate(incidentId: $incidentId, input: $input) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAlertChannelEnabled($id: Int!, $enabled: Boolean!) {\n    setAlertChannelEnabled(id: $id, enabled: $enabled) {\n      ...AlertChannelFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAlertChannelEnabled($id: Int!, $enabled: Boolean!) {\n    setAlertChannelEnabled(id: $id, enabled: $enabled) {\n      ...AlertChannelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeveloperTalk($offset: Int!, $limit: Int!) {\n    developerTalk(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        apiNameEn\n        content\n        nickname\n        userId\n        createTime\n        likeCount\n        repliesCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeveloperTalk($offset: Int!, $limit: Int!) {\n    developerTalk(offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n        apiId\n        apiName\n        apiNameEn\n        content\n        nickname\n        userId\n        createTime\n        likeCount\n        repliesCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TenderItem on TenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TenderItem on TenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTenderItem on AdminTenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n    contact\n    requesterAccount\n  }\n"): (typeof documents)["\n  fragment AdminTenderItem on AdminTenderRequest {\n    id\n    title\n    description\n    categoryId\n    categoryName\n    exampleUse\n    status\n    responseNote\n    fulfilledApi {\n      id\n      name\n    }\n    votes\n    votedByMe\n    createdAt\n    updatedAt\n    contact\n    requesterAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenderRequests($status: String, $keyword: String, $sort: String, $page: Int!, $pageSize: Int!) {\n    tenderRequests(status: $status, keyword: $keyword, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...TenderItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query TenderRequests($status: String, $keyword: String, $sort: String, $page: Int!, $pageSize: Int!) {\n    tenderRequests(status: $status, keyword: $keyword, sort: $sort, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...TenderItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTenderRequests($status: String, $keyword: String, $page: Int!, $pageSize: Int!) {\n    adminTenderRequests(status: $status, keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AdminTenderItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTenderRequests($status: String, $keyword: String, $page: Int!, $pageSize: Int!) {\n    adminTenderRequests(status: $status, keyword: $keyword, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        ...AdminTenderItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenderCategories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"): (typeof documents)["\n  query TenderCategories {\n    categories {\n      id\n      name\n      nameEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTenderRequest($input: SubmitTenderRequestInput!) {\n    submitTenderRequest(input: $input) {\n      ...TenderItem\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitTenderRequest($input: SubmitTenderRequestInput!) {\n    submitTenderRequest(input: $input) {\n      ...TenderItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteTenderRequest($id: Int!) {\n    voteTenderRequest(id: $id) {\n      id\n      votes\n      votedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation VoteTenderRequest($id: Int!) {\n    voteTenderRequest(id: $id) {\n      id\n      votes\n      votedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTenderRequest($id: Int!, $input: UpdateTenderRequestInput!) {\n    updateTenderRequest(id: $id, input: $input) {\n      ...AdminTenderItem\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTenderRequest($id: Int!, $input: UpdateTenderRequestInput!) {\n    updateTenderRequest(id: $id, input: $input) {\n      ...AdminTenderItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenderApiSearch($name: String) {\n    adminApis(name: $name, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query TenderApiSearch($name: String) {\n    adminApis(name: $name, page: 1, pageSize: 8) {\n      items {\n        id\n        name\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolboxTools {\n    toolboxTools {\n      builtin\n      api {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        requestMethod\n        needToken\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolboxTools {\n    toolboxTools {\n      builtin\n      api {\n        id\n        name\n        nameEn\n        description\n        descriptionEn\n        requestMethod\n        needToken\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolCatalog {\n    apis(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        name\n        nameEn\n        requestMethod\n        needToken\n        status\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolCatalog {\n    apis(offset: 0, limit: 100) {\n      total\n      items {\n        id\n        name\n        nameEn\n        requestMethod\n        needToken\n        status\n        category {\n          id\n          name\n          nameEn\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolParams($id: Int!) {\n    api(id: $id) {\n      id\n      requestMethod\n      needToken\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolParams($id: Int!) {\n    api(id: $id) {\n      id\n      requestMethod\n      needToken\n      requestParams {\n        id\n        name\n        type\n        required\n        note\n        noteEn\n        example\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiVersions($apiId: Int!) {\n    apiVersions(apiId: $apiId) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n      isDefault\n      isLatest\n      calls30d\n      requestMethod\n      responseExample\n    }\n    apiDrift(apiId: $apiId) {\n      since\n      message\n    }\n  }\n"): (typeof documents)["\n  query ApiVersions($apiId: Int!) {\n    apiVersions(apiId: $apiId) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n      isDefault\n      isLatest\n      calls30d\n      requestMethod\n      responseExample\n    }\n    apiDrift(apiId: $apiId) {\n      since\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeprecateApiVersion($apiId: Int!, $version: String!, $sunset: String!, $successor: String!) {\n    deprecateApiVersion(apiId: $apiId, version: $version, sunset: $sunset, successor: $successor) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeprecateApiVersion($apiId: Int!, $version: String!, $sunset: String!, $successor: String!) {\n    deprecateApiVersion(apiId: $apiId, version: $version, sunset: $sunset, successor: $successor) {\n      version\n      status\n      sunset\n      successor\n      deprecatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiVersionCallers($apiId: Int!, $version: String!) {\n    apiVersionCallers(apiId: $apiId, version: $version) {\n      days {\n        day\n        calls\n        users\n        anonymous\n      }\n      callers {\n        userId\n        account\n        calls\n        lastCalledAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiVersionCallers($apiId: Int!, $version: String!) {\n    apiVersionCallers(apiId: $apiId, version: $version) {\n      days {\n        day\n        calls\n        users\n        anonymous\n      }\n      callers {\n        userId\n        account\n        calls\n        lastCalledAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OverrideBreakingRevision($apiId: Int!, $reason: String!) {\n    overrideBreakingRevision(apiId: $apiId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation OverrideBreakingRevision($apiId: Int!, $reason: String!) {\n    overrideBreakingRevision(apiId: $apiId, reason: $reason)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;