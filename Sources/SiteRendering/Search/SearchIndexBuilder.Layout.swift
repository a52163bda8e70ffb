extension SearchIndexBuilder {
    /// How the index is cut into files: at most one file per ``SearchIndexBuilder/pagesPerFile``
    /// pages in all (Pagefind writes about one per page; a small site may use up to
    /// ``SearchIndexBuilder/minimumFiles``), shared between shards and record
    /// files so that what a query loads is least, with a share for answer files. Files grow past
    /// ``SearchIndexBuilder/shardTargetBytes`` and ``SearchIndexBuilder/docsPerRecordFile``
    /// only as far as the budget needs, so what a query loads stays small.
    struct Layout {
        /// The largest number of shards.
        var shardFiles: Int
        /// The smallest shard worth closing, in bytes.
        var shardTarget: Int
        /// Documents per record file.
        var group: Int
        /// The largest number of answer files.
        var answerFiles: Int

        init(builder: SearchIndexBuilder, pageCount: Int, docCount: Int, shardBytes: Int, recordBytes: Int) {
            let minimumGroup = max(1, builder.docsPerRecordFile)
            guard builder.pagesPerFile > 0 else {
                // No budget: the smallest files.
                self.shardFiles = .max
                self.shardTarget = builder.shardTargetBytes
                self.group = minimumGroup
                self.answerFiles = .max
                return
            }
            // A small site may use up to `minimumFiles`: its whole index is a few hundred KB,
            // and fewer, larger files would only make each query load more of it.
            let budget = max(3, builder.minimumFiles, pageCount / builder.pagesPerFile) - 1
            let answerFiles = Int(Double(budget) * builder.answerShare)
            let rest = budget - answerFiles
            // A query loads a few shards and up to `answerSize` record files, so the bytes
            // it loads are about `shardsPerQuery * shardBytes / shardFiles + answerSize * recordBytes /
            // recordFiles`: least when each kind has files in proportion to the square root
            // of its bytes times the files of it a query loads.
            let shardWeight = (Double(builder.shardsPerQuery) * Double(shardBytes)).squareRoot()
            let recordWeight = (Double(max(1, builder.answerSize)) * Double(recordBytes)).squareRoot()
            let share = shardWeight / max(1, shardWeight + recordWeight)
            let shardFiles = min(rest - 1, max(1, Int((Double(rest) * share).rounded())))
            let recordFiles = rest - shardFiles
            self.shardFiles = shardFiles
            self.shardTarget = max(builder.shardTargetBytes, shardBytes / shardFiles)
            self.group = max(minimumGroup, (docCount + recordFiles - 1) / recordFiles)
            self.answerFiles = answerFiles
        }

        /// The first token index of each shard, for entries of `sizes` bytes in token order: a
        /// shard is closed before the entry that would take it past the target, and the target
        /// grows until the shards fit the budget.
        func shardStarts(sizes: [Int]) -> [Int] {
            var target = shardTarget
            while true {
                var starts: [Int] = []
                var bytes = 0
                for (i, size) in sizes.enumerated() {
                    if starts.isEmpty || (bytes > 0 && bytes + size > target) {
                        starts.append(i)
                        bytes = 0
                    }
                    bytes += size
                }
                if starts.count <= shardFiles { return starts }
                target += max(1, target / 8)
            }
        }
    }
}
